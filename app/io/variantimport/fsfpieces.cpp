// SPDX-License-Identifier: GPL-3.0-or-later
#include "fsfpieces.h"

#include "betza.h"

namespace fb::io {

const QList<FsfPieceType>& fsfPieceTypes()
{
    // Moves as Fairy-Stockfish's documentation lists them (src/variants.ini), the pawn's en
    // passant capture included (its XBoard "piece" command writes fmWfceF).
    static const QList<FsfPieceType> types = {
        {"pawn", "fmWfceF", "Pawn"},
        {"knight", "N", "Knight"},
        {"bishop", "B", "Bishop"},
        {"rook", "R", "Rook"},
        {"queen", "Q", "Queen"},
        {"fers", "F", "Fers"},
        {"alfil", "A", "Alfil"},
        {"fersAlfil", "FA", "Fers-Alfil"},
        {"silver", "FfW", "Silver"},
        {"aiwok", "RNF", "Ai-Wok"},
        {"bers", "RF", "Bers"},
        {"archbishop", "BN", "Archbishop"},
        {"chancellor", "RN", "Chancellor"},
        {"amazon", "QN", "Amazon"},
        {"knibis", "mNcB", "Knibis"},
        {"biskni", "mBcN", "Biskni"},
        {"kniroo", "mNcR", "Kniroo"},
        {"rookni", "mRcN", "Rookni"},
        {"shogiPawn", "fW", "Shogi Pawn"},
        {"lance", "fR", "Lance"},
        {"shogiKnight", "fN", "Shogi Knight"},
        {"gold", "WfF", "Gold"},
        {"dragonHorse", "BW", "Dragon Horse"},
        {"clobber", "cW", "Clobber"},
        {"breakthrough", "fmWfF", "Breakthrough"},
        {"immobile", "", "Immobile"},
        {"cannon", "mRcpR", "Cannon"},
        {"janggiCannon", "pR", "Janggi Cannon"},
        {"soldier", "fsW", "Soldier"},
        {"horse", "nN", "Horse"},
        {"elephant", "nA", "Elephant"},
        {"janggiElephant", "nZ", "Janggi Elephant"},
        {"banner", "RcpRnN", "Banner"},
        {"wazir", "W", "Wazir"},
        {"commoner", "K", "Commoner"},
        {"centaur", "KN", "Centaur"},
        {"king", "K", "King"},
    };
    return types;
}

const FsfPieceType* fsfPieceType(const QString& name)
{
    for (const FsfPieceType& t : fsfPieceTypes())
        if (name.compare(QLatin1String(t.name), Qt::CaseInsensitive) == 0)
            return &t;
    return nullptr;
}

QString canonicalBetza(const QString& betza)
{
    const auto m = betza::parse(betza);
    return m ? m->canonical() : betza;
}

const FsfPieceType* fsfPieceTypeOfBetza(const QString& betza)
{
    const QString c = canonicalBetza(betza);
    if (c == canonicalBetza(QStringLiteral("fmWfceFifmnD")))
        return fsfPieceType(QStringLiteral("pawn"));
    for (const FsfPieceType& t : fsfPieceTypes())
        if (*t.betza && canonicalBetza(QLatin1String(t.betza)) == c && qstrcmp(t.name, "king") != 0)
            return &t;
    return nullptr;
}

const QStringList& fsfBuiltinVariants()
{
    static const QStringList names = {QStringLiteral("chess"), QStringLiteral("normal"),
        QStringLiteral("fischerandom"), QStringLiteral("nocastle"), QStringLiteral("fairy"),
        QStringLiteral("3check"), QStringLiteral("5check"), QStringLiteral("ai-wok"),
        QStringLiteral("almost"), QStringLiteral("amazon"), QStringLiteral("antichess"),
        QStringLiteral("asean"), QStringLiteral("atomic"), QStringLiteral("breakthrough"),
        QStringLiteral("bughouse"), QStringLiteral("cambodian"), QStringLiteral("capablanca"),
        QStringLiteral("capahouse"), QStringLiteral("caparandom"), QStringLiteral("centaur"),
        QStringLiteral("chancellor"), QStringLiteral("chessgi"), QStringLiteral("chigorin"),
        QStringLiteral("clobber"), QStringLiteral("clobber10"), QStringLiteral("codrus"),
        QStringLiteral("courier"), QStringLiteral("crazyhouse"), QStringLiteral("dobutsu"),
        QStringLiteral("embassy"), QStringLiteral("euroshogi"), QStringLiteral("extinction"),
        QStringLiteral("gardner"), QStringLiteral("giveaway"), QStringLiteral("gorogoro"),
        QStringLiteral("gothic"), QStringLiteral("grand"), QStringLiteral("grasshopper"),
        QStringLiteral("hoppelpoppel"), QStringLiteral("horde"), QStringLiteral("janggi"),
        QStringLiteral("janggicasual"), QStringLiteral("janggimodern"),
        QStringLiteral("janggitraditional"), QStringLiteral("janus"), QStringLiteral("jesonmor"),
        QStringLiteral("judkins"), QStringLiteral("karouk"), QStringLiteral("kinglet"),
        QStringLiteral("kingofthehill"), QStringLiteral("knightmate"), QStringLiteral("koedem"),
        QStringLiteral("kyotoshogi"), QStringLiteral("legan"), QStringLiteral("loop"),
        QStringLiteral("losalamos"), QStringLiteral("losers"), QStringLiteral("makpong"),
        QStringLiteral("makruk"), QStringLiteral("manchu"), QStringLiteral("micro"),
        QStringLiteral("mini"), QStringLiteral("minishogi"), QStringLiteral("minixiangqi"),
        QStringLiteral("modern"), QStringLiteral("newzealand"), QStringLiteral("nightrider"),
        QStringLiteral("opulent"), QStringLiteral("perfect"), QStringLiteral("placement"),
        QStringLiteral("pocketknight"), QStringLiteral("racingkings"), QStringLiteral("seirawan"),
        QStringLiteral("shako"), QStringLiteral("shatar"), QStringLiteral("shatranj"),
        QStringLiteral("shogi"), QStringLiteral("shouse"), QStringLiteral("sittuyin"),
        QStringLiteral("suicide"), QStringLiteral("supply"), QStringLiteral("tencubed"),
        QStringLiteral("threekings"), QStringLiteral("torishogi"), QStringLiteral("troitzky"),
        QStringLiteral("xiangqi"), QStringLiteral("yarishogi"), QStringLiteral("duck"),
        QStringLiteral("ataxx"), QStringLiteral("flipello"), QStringLiteral("amazons")};
    return names;
}

QString knownPieceArt(const QString& betza, bool royal)
{
    static const QList<std::pair<const char*, const char*>> arts = {{"fmWfceFifmnD", "pawn"},
        {"fmWfceF", "pawn"}, {"fmWfcF", "pawn"}, {"N", "knight"}, {"B", "bishop"}, {"R", "rook"},
        {"Q", "queen"}, {"BN", "archbishop"}, {"RN", "chancellor"}, {"QN", "amazon"}, {"F", "ferz"},
        {"W", "wazir"}, {"A", "alfil"}, {"C", "camel"}, {"Z", "zebra"}, {"KN", "centaur"},
        {"gQ", "grasshopper"}, {"NN", "nightrider"}, {"mRcpR", "cannon"}};
    const QString c = canonicalBetza(betza);
    if (c == canonicalBetza(QStringLiteral("K")) || c == canonicalBetza(QStringLiteral("KisO2")))
        return royal ? QStringLiteral("king") : QStringLiteral("commoner");
    if (royal)
        return QStringLiteral("king");
    for (const auto& [moves, art] : arts)
        if (canonicalBetza(QLatin1String(moves)) == c)
            return QLatin1String(art);
    return {};
}

} // namespace fb::io

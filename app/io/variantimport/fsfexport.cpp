// SPDX-License-Identifier: GPL-3.0-or-later
// Presets as variants.ini sections: each preset key either has a Fairy-Stockfish option (see the
// "variants.ini" column of resources/presets/REFERENCE.md) or is a reason to refuse.
#include "fsfexport.h"

#include "betza.h"
#include "draftpreset.h"
#include "fsfpieces.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>

namespace fb::io {

namespace {

// The counting table Fairy-Stockfish knows by name (countingRule) that `counting` (a preset's
// rules.counting) is, with its piece ids read as Fairy-Stockfish's types by `typeOf`; empty
// when it is neither Makruk's nor ASEAN chess's.
QString countingRuleName(QJsonObject counting, const std::function<QString(QString)>& typeOf)
{
    counting.remove(QStringLiteral("_doc"));
    QJsonArray tiers = counting.value(QStringLiteral("piecesHonour")).toArray();
    for (qsizetype i = 0; i < tiers.size(); ++i) {
        QJsonObject t = tiers[i].toObject();
        t.remove(QStringLiteral("_doc"));
        if (t.contains(QStringLiteral("pieces"))) {
            QStringList types;
            for (const QJsonValue& id : t.value(QStringLiteral("pieces")).toArray())
                types << typeOf(id.toString());
            t.insert(QStringLiteral("pieces"), QJsonArray::fromStringList(types));
        }
        tiers[i] = t;
    }
    if (!tiers.isEmpty())
        counting.insert(QStringLiteral("piecesHonour"), tiers);
    auto tier = [](QStringList pieces, int moves) {
        QJsonObject t{{QStringLiteral("moves"), moves}};
        if (!pieces.isEmpty())
            t.insert(QStringLiteral("pieces"), QJsonArray::fromStringList(pieces));
        return t;
    };
    const QString rook = QStringLiteral("rook"), khon = QStringLiteral("silver"),
                  knight = QStringLiteral("knight"), met = QStringLiteral("fers");
    const QJsonObject makruk{{QStringLiteral("boardsHonour"), 64},
        {QStringLiteral("piecesHonour"),
            QJsonArray{tier({rook, rook}, 8), tier({rook}, 16), tier({khon, khon}, 22),
                tier({knight, knight}, 32), tier({khon}, 44), tier({}, 64)}}};
    const QJsonObject asean{{QStringLiteral("piecesHonour"),
        QJsonArray{tier({rook}, 16), tier({khon, met}, 44), tier({knight, met}, 64)}}};
    if (counting == makruk)
        return QStringLiteral("makruk");
    if (counting == asean)
        return QStringLiteral("asean");
    return {};
}

using Squares = QSet<int>; // file + rank * files

// The board's squares and its labels, to read square specs.
class BoardSquares
{
public:
    explicit BoardSquares(const QJsonObject& board)
        : files(board.value(QStringLiteral("files")).toInt(8))
        , ranks(board.value(QStringLiteral("ranks")).toInt(8))
    {
        for (int f = 0; f < files; ++f)
            fileLabels << board.value(QStringLiteral("fileLabels"))
                              .toArray()
                              .at(f)
                              .toString(DraftPreset::squareName(f, 0).chopped(1));
        for (int r = 0; r < ranks; ++r)
            rankLabels << board.value(QStringLiteral("rankLabels"))
                              .toArray()
                              .at(r)
                              .toString(QString::number(r + 1));
        removed = expand(board.value(QStringLiteral("removed")));
    }

    Squares expand(const QJsonValue& specs) const
    {
        Squares out;
        const QJsonArray list = specs.isString() ? QJsonArray{specs} : specs.toArray();
        for (const QJsonValue& v : list) {
            const QString spec = v.toString();
            if (spec == u"*") {
                for (int i = 0; i < files * ranks; ++i)
                    out.insert(i);
            } else if (spec.startsWith(u'*')) {
                const int r = int(rankLabels.indexOf(spec.mid(1)));
                for (int f = 0; r >= 0 && f < files; ++f)
                    out.insert(f + r * files);
            } else if (spec.endsWith(u'*')) {
                const int f = int(fileLabels.indexOf(spec.chopped(1)));
                for (int r = 0; f >= 0 && r < ranks; ++r)
                    out.insert(f + r * files);
            } else if (spec.contains(u'-')) {
                const int a = square(spec.section(u'-', 0, 0)), b = square(spec.section(u'-', 1));
                if (a < 0 || b < 0)
                    continue;
                for (int f = std::min(a % files, b % files); f <= std::max(a % files, b % files);
                    ++f)
                    for (int r = std::min(a / files, b / files);
                        r <= std::max(a / files, b / files); ++r)
                        out.insert(f + r * files);
            } else if (const int s = square(spec); s >= 0) {
                out.insert(s);
            }
        }
        return out - removed;
    }

    Squares rotated(const Squares& s) const
    {
        Squares out;
        for (int i : s)
            out.insert(files * ranks - 1 - i);
        return out;
    }

    Squares all() const
    {
        Squares out;
        for (int i = 0; i < files * ranks; ++i)
            out.insert(i);
        return out - removed;
    }

    Squares rank(int r) const
    {
        Squares out;
        for (int f = 0; f < files; ++f)
            out.insert(f + r * files);
        return out - removed;
    }

    // Fairy-Stockfish's [Bitboard]: whole ranks as *N, other squares by name.
    QString bitboard(const Squares& s) const
    {
        QStringList tokens;
        Squares rest = s;
        for (int r = 0; r < ranks; ++r)
            if (const Squares whole = rank(r); !whole.isEmpty() && (whole - s).isEmpty()) {
                tokens << QStringLiteral("*%1").arg(r + 1);
                rest -= whole;
            }
        QList<int> sorted(rest.cbegin(), rest.cend());
        std::sort(sorted.begin(), sorted.end());
        for (int i : sorted)
            tokens << DraftPreset::squareName(i % files, i / files);
        return tokens.isEmpty() ? QStringLiteral("-") : tokens.join(u' ');
    }

    int files, ranks;
    QStringList fileLabels, rankLabels;
    Squares removed;

private:
    int square(const QString& name) const
    {
        for (int f = 0; f < files; ++f)
            if (name.startsWith(fileLabels[f]))
                if (const int r = int(rankLabels.indexOf(name.mid(fileLabels[f].size()))); r >= 0)
                    return f + r * files;
        return -1;
    }
};

// Is `betza` within what Fairy-Stockfish's customPiece reads? Appends why not to `why`.
bool fsfCanSay(const QString& betza, QStringList* why)
{
    const auto movement = betza::parse(betza);
    if (!movement) {
        *why << QStringLiteral("'%1' does not parse").arg(betza);
        return false;
    }
    static const QString riders = QStringLiteral("WFNRBQ");
    bool ok = true;
    for (const betza::Component& c : movement->components) {
        const QString atom = c.atomText;
        const uint32_t allowed
            = betza::Move | betza::Capture | betza::Hop | betza::Grasshop | betza::Lame;
        QString problem;
        if (c.legs.size() > 1)
            problem = QStringLiteral("multi-leg moves");
        else if (c.castling)
            problem = QStringLiteral("castling outside the king");
        else if (c.initial)
            problem = QStringLiteral("initial moves (i)");
        else if (atom.startsWith(u'('))
            problem = QStringLiteral("the leap %1").arg(atom);
        else if (c.legs[0].modes & ~allowed)
            problem = QStringLiteral("modifiers other than m, c, p, g and n");
        else if ((c.legs[0].modes & (betza::Hop | betza::Grasshop))
            && !QStringLiteral("WFRB").contains(atom.left(1)))
            problem = QStringLiteral("hoppers other than on W, F, R or B lines");
        else if ((c.legs[0].modes & betza::Lame) && !QStringLiteral("NADZ").contains(atom.left(1)))
            problem = QStringLiteral("lame leaps other than N, A, D or Z");
        else if (c.range != 1 && !riders.contains(atom.left(1)) && atom.size() == 1)
            problem = QStringLiteral("riders other than on W, F or N lines");
        else if (c.exactRange)
            problem = QStringLiteral("exact ranges");
        if (!problem.isEmpty()) {
            *why << QStringLiteral("%1 in '%2'").arg(problem, betza);
            ok = false;
        }
    }
    return ok;
}

struct PieceOut
{
    QJsonObject json;
    QString id, letter; // letter: lower case, as variants.ini writes it
    QString type; // "knight", "customPiece3", "king"
};

class Exporter
{
public:
    explicit Exporter(const QJsonObject& preset)
        : m_p(preset)
        , m_board(preset.value(QStringLiteral("board")).toObject())
        , m_rules(preset.value(QStringLiteral("rules")).toObject())
    { }

    FsfExport run()
    {
        const QString id = m_p.value(QStringLiteral("id")).toString();
        line(QStringLiteral("# %1").arg(m_p.value(QStringLiteral("name")).toString(id)));
        line(QStringLiteral("# written by Fairyboard from its preset '%1'").arg(id));
        line(QStringLiteral("[%1]").arg(id));
        board();
        pieces();
        promotions();
        castling();
        drops();
        rules();
        goals();
        refuseUnknownKeys();
        set(QStringLiteral("startFen"), startFen());
        FsfExport out;
        out.reasons = m_reasons;
        if (m_reasons.isEmpty())
            out.text = m_lines.join(u'\n') + u'\n';
        return out;
    }

private:
    void line(const QString& l) { m_lines << l; }
    void set(const QString& key, const QString& value)
    {
        m_lines << key + QStringLiteral(" = ") + value;
    }
    void refuse(const QString& key, const QString& why)
    {
        m_reasons << key + QStringLiteral(": ") + why;
    }
    QJsonArray pieceList() const { return m_p.value(QStringLiteral("pieces")).toArray(); }
    QString letterOf(const QString& id) const
    {
        for (const PieceOut& p : m_out)
            if (p.id == id)
                return p.letter;
        return {};
    }
    const PieceOut* outOf(const QString& id) const
    {
        for (const PieceOut& p : m_out)
            if (p.id == id)
                return &p;
        return nullptr;
    }

    std::pair<Squares, Squares> region(const QString& name) const
    {
        const QJsonValue r = m_p.value(QStringLiteral("regions")).toObject().value(name);
        if (r.isObject()) {
            const Squares first = m_board.expand(r.toObject().value(QStringLiteral("first")));
            return {first,
                r.toObject().contains(QStringLiteral("second"))
                    ? m_board.expand(r.toObject().value(QStringLiteral("second")))
                    : m_board.rotated(first)};
        }
        const Squares first = m_board.expand(r);
        return {first, m_board.rotated(first)};
    }

    void board()
    {
        if (m_board.files > 12 || m_board.ranks > 10)
            refuse(QStringLiteral("board"),
                QStringLiteral("%1 x %2 squares; Fairy-Stockfish plays at most 12 x 10")
                    .arg(m_board.files)
                    .arg(m_board.ranks));
        set(QStringLiteral("maxRank"), QString::number(m_board.ranks));
        set(QStringLiteral("maxFile"), DraftPreset::squareName(m_board.files - 1, 0).chopped(1));
        if (m_p.value(QStringLiteral("family")).toString() == u"shogi")
            set(QStringLiteral("variantTemplate"), QStringLiteral("shogi"));
    }

    // Every piece gets a type: the king, a built-in type with the same moves, or a custom slot.
    void pieces()
    {
        QSet<QString> usedTypes;
        int custom = 0;
        int royals = 0;
        for (const QJsonValue& v : pieceList()) {
            const QJsonObject p = v.toObject();
            PieceOut out{p, p.value(QStringLiteral("id")).toString(),
                p.value(QStringLiteral("letter")).toString().toLower(), {}};
            const QString key = QStringLiteral("pieces.") + out.id;
            // castling (O) is written by castling(), for the king or castlingKingPiece
            const QString betza = withoutCastling(p.value(QStringLiteral("betza")).toString());
            if (p.value(QStringLiteral("royal")).toBool()) {
                ++royals;
                out.type = QStringLiteral("king");
            } else if (const FsfPieceType* t = fsfPieceTypeOfBetza(betza); t
                && !usedTypes.contains(QLatin1String(t->name))
                && (qstrcmp(t->name, "pawn") != 0 || isPawnPromoter(p))) {
                out.type = QLatin1String(t->name);
            } else if (canonicalBetza(betza) == canonicalBetza(QStringLiteral("fmWfcF"))
                && !usedTypes.contains(QStringLiteral("pawn")) && isPawnPromoter(p)) {
                // Fairy-Stockfish's pawn without its double step (doubleStep() says false):
                // the pawns of makruk, shatranj and shatar. (11.1 cannot read a custom piece
                // with the letter p.)
                out.type = QStringLiteral("pawn");
            } else if (betza.isEmpty() && !usedTypes.contains(QStringLiteral("immobile"))) {
                out.type = QStringLiteral("immobile");
            } else {
                out.type = QStringLiteral("customPiece%1").arg(++custom);
            }
            usedTypes.insert(out.type);
            pieceChecks(p, key, betza, out);
            m_out << out;
        }
        if (royals > 1)
            refuse(QStringLiteral("pieces"),
                QStringLiteral("%1 royal piece types; Fairy-Stockfish has one king").arg(royals));
        if (custom > 25)
            refuse(QStringLiteral("pieces"),
                QStringLiteral("%1 pieces need custom slots; Fairy-Stockfish has 25").arg(custom));
        for (const PieceOut& o : m_out)
            writePiece(o);
    }

    bool isPawnPromoter(const QJsonObject& p) const
    {
        const QJsonObject promo = p.value(QStringLiteral("promotion")).toObject();
        return !promo.isEmpty()
            && promo.value(QStringLiteral("trigger")).toString(QStringLiteral("endsInZone"))
            == u"endsInZone";
    }

    void pieceChecks(
        const QJsonObject& p, const QString& key, const QString& betza, const PieceOut& out)
    {
        const QString letter = p.value(QStringLiteral("letter")).toString();
        if (letter.startsWith(u'+') && !p.contains(QStringLiteral("demotesTo")))
            refuse(key, QStringLiteral("a '+' letter without demotesTo"));
        QStringList why;
        if (out.type.startsWith(u"custom")
            || (out.type == u"king" && !betza.isEmpty() && betza != u"K"))
            if (!fsfCanSay(betza, &why))
                refuse(key + QStringLiteral(".betza"),
                    why.join(QStringLiteral("; "))
                        + QStringLiteral(": beyond Fairy-Stockfish's Betza"));
        for (const char* k : {"regionMoves", "cannotHopOver", "cannotCapture"})
            if (!p.value(QLatin1String(k)).toArray().isEmpty())
                refuse(key + u'.' + QLatin1String(k),
                    QStringLiteral("Fairy-Stockfish has no such option"));
        if (p.contains(QStringLiteral("demotesTo")) && !letter.startsWith(u'+'))
            refuse(key + QStringLiteral(".demotesTo"),
                QStringLiteral("only '+' pieces demote in Fairy-Stockfish"));
    }

    static QString withoutCastling(const QString& betza)
    {
        QString moves;
        for (const QString& c : betzaComponents(betza))
            if (!c.contains(u'O'))
                moves += c;
        return moves;
    }

    void writePiece(const PieceOut& o)
    {
        if (o.letter.startsWith(u'+'))
            return; // written as promotedPieceType
        const QString betza = withoutCastling(o.json.value(QStringLiteral("betza")).toString());
        if (o.type == u"king") {
            set(QStringLiteral("king"),
                betza.isEmpty() || betza == u"K" ? o.letter : o.letter + u':' + betza);
        } else if (o.type.startsWith(u"custom")) {
            set(o.type, o.letter + u':' + betza);
        } else {
            set(o.type, o.letter);
        }
        if (const QString region = o.json.value(QStringLiteral("region")).toString();
            !region.isEmpty()) {
            const auto [white, black] = this->region(region);
            const QString type = o.type.left(1).toUpper() + o.type.mid(1);
            set(QStringLiteral("mobilityRegionWhite") + type, m_board.bitboard(white));
            set(QStringLiteral("mobilityRegionBlack") + type, m_board.bitboard(black));
        }
        if (const int n = o.json.value(QStringLiteral("maxCount")).toInt(); n > 0)
            m_limits << QStringLiteral("%1:%2").arg(o.letter).arg(n);
    }

    // -- promotion

    void promotions()
    {
        QStringList pawnLetters, pieceMap;
        QString zone, pieceZone;
        QJsonArray to;
        std::optional<bool> mandatory, pieceMandatory;
        QStringList nMove;
        for (const PieceOut& o : m_out) {
            const QJsonObject promo = o.json.value(QStringLiteral("promotion")).toObject();
            const QString key = QStringLiteral("pieces.") + o.id + QStringLiteral(".promotion");
            if (o.json.value(QStringLiteral("pawn")).toBool())
                nMove << o.letter;
            if (promo.isEmpty())
                continue;
            if (promo.contains(QStringLiteral("secondTo")))
                refuse(key + QStringLiteral(".secondTo"),
                    QStringLiteral("promotion targets per side are not written yet"));
            if (promo.contains(QStringLiteral("alsoIn")))
                refuse(key + QStringLiteral(".alsoIn"),
                    QStringLiteral("Fairy-Stockfish has no second promotion region"));
            const QString trigger
                = promo.value(QStringLiteral("trigger")).toString(QStringLiteral("endsInZone"));
            const bool isMandatory = promo.value(QStringLiteral("mandatory")).toBool(false);
            const QString z = promo.value(QStringLiteral("zone")).toString();
            if (trigger == u"endsInZone") {
                if ((!zone.isEmpty()
                        && (zone != z || to != promo.value(QStringLiteral("to")).toArray()))
                    || (mandatory && *mandatory != isMandatory))
                    refuse(key,
                        QStringLiteral("pawns that promote differently; Fairy-Stockfish has one "
                                       "pawn promotion"));
                zone = z;
                to = promo.value(QStringLiteral("to")).toArray();
                mandatory = isMandatory;
                pawnLetters << o.letter;
            } else if (trigger == u"startsOrEndsInZone") {
                const QJsonArray targets = promo.value(QStringLiteral("to")).toArray();
                const PieceOut* target
                    = targets.size() == 1 ? outOf(targets[0].toString()) : nullptr;
                if (!target || target->letter != u'+' + o.letter
                    || target->json.value(QStringLiteral("demotesTo")).toString() != o.id) {
                    refuse(key,
                        QStringLiteral("Fairy-Stockfish promotes pieces only to their '+' form"));
                    continue;
                }
                if ((!pieceZone.isEmpty() && pieceZone != z)
                    || (pieceMandatory && *pieceMandatory != isMandatory))
                    refuse(key, QStringLiteral("pieces that promote in different zones or ways"));
                pieceZone = z;
                pieceMandatory = isMandatory;
                pieceMap << o.letter + u':' + typeLetterFor(*target, key);
            } else {
                refuse(key + QStringLiteral(".trigger"),
                    QStringLiteral("'%1': Fairy-Stockfish promotes on moves that end in the zone "
                                   "(pawns) or start or end there (pieces)")
                        .arg(trigger));
            }
        }
        if (!zone.isEmpty() && !pieceZone.isEmpty() && region(zone) != region(pieceZone))
            refuse(QStringLiteral("regions"),
                QStringLiteral(
                    "pawns and pieces promote in different zones; Fairy-Stockfish has one"));
        const QString z = zone.isEmpty() ? pieceZone : zone;
        if (!z.isEmpty()) {
            const auto [white, black] = region(z);
            set(QStringLiteral("promotionRegionWhite"), m_board.bitboard(white));
            set(QStringLiteral("promotionRegionBlack"), m_board.bitboard(black));
            m_zone = {white, black};
        }
        set(QStringLiteral("promotionPawnTypes"),
            pawnLetters.isEmpty() ? QStringLiteral("-") : pawnLetters.join(QString()));
        QString toLetters;
        for (const QJsonValue& t : to)
            toLetters += letterOf(t.toString());
        set(QStringLiteral("promotionPieceTypes"),
            toLetters.isEmpty() ? QStringLiteral("-") : toLetters);
        set(QStringLiteral("mandatoryPawnPromotion"),
            mandatory.value_or(true) ? QStringLiteral("true") : QStringLiteral("false"));
        if (!pieceMap.isEmpty()) {
            set(QStringLiteral("promotedPieceType"), pieceMap.join(u' '));
            set(QStringLiteral("mandatoryPiecePromotion"),
                pieceMandatory.value_or(false) ? QStringLiteral("true") : QStringLiteral("false"));
        }
        set(QStringLiteral("nMoveRuleTypes"),
            nMove.isEmpty() ? QStringLiteral("-") : nMove.join(QString()));
        if (!m_limits.isEmpty())
            set(QStringLiteral("promotionLimit"), m_limits.join(u' '));
        doubleStep();
    }

    // The letter of a type that moves as the promoted piece: an unpromoted piece with the same
    // moves, else a custom piece of its own (a letter the variant does not use).
    QString typeLetterFor(const PieceOut& promoted, const QString& key)
    {
        const QString betza
            = canonicalBetza(promoted.json.value(QStringLiteral("betza")).toString());
        for (const PieceOut& o : m_out)
            if (!o.letter.startsWith(u'+')
                && canonicalBetza(o.json.value(QStringLiteral("betza")).toString()) == betza
                && !o.json.value(QStringLiteral("royal")).toBool())
                return o.letter;
        QString used;
        for (const PieceOut& o : m_out)
            used += o.letter.right(1);
        for (const QChar c : QStringLiteral("abcdefghijklmnopqrstuvwxyz"))
            if (!used.contains(c) && !m_extraLetters.contains(c)) {
                m_extraLetters += c;
                QStringList why;
                const QString moves = promoted.json.value(QStringLiteral("betza")).toString();
                if (const FsfPieceType* t = fsfPieceTypeOfBetza(moves); t
                    && qstrcmp(t->name, "pawn") != 0
                    && !m_extraTypes.contains(QLatin1String(t->name))
                    && !hasType(QLatin1String(t->name))) {
                    m_extraTypes << QLatin1String(t->name);
                    set(QLatin1String(t->name), QString(c));
                } else if (fsfCanSay(moves, &why)) {
                    set(QStringLiteral("customPiece%1").arg(25 - m_extraLetters.size() + 1),
                        QString(c) + u':' + moves);
                } else {
                    refuse(key, why.join(QStringLiteral("; ")));
                }
                return QString(c);
            }
        refuse(key, QStringLiteral("no letter left for the promoted piece's moves"));
        return QStringLiteral("?");
    }

    bool hasType(const QString& type) const
    {
        for (const PieceOut& o : m_out)
            if (o.type == type)
                return true;
        return false;
    }

    // Fairy-Stockfish lets its pawn step twice from a region (doubleStepRegion); ours step twice
    // from their initialRegion, else from their start squares until they move.
    void doubleStep()
    {
        const PieceOut* pawn = nullptr;
        for (const PieceOut& o : m_out) {
            const QString betza = o.json.value(QStringLiteral("betza")).toString();
            if (o.type == u"pawn" && betza.contains(u"ifmnD"))
                pawn = &o;
            else if (betza.contains(u'i')) // initial moves beyond the pawn's are refused anyway
                for (const char* k : {"initialRegion", "enPassantRegion"})
                    if (o.json.contains(QLatin1String(k)))
                        refuse(QStringLiteral("pieces.") + o.id + u'.' + QLatin1String(k),
                            QStringLiteral("only Fairy-Stockfish's pawn has a double step"));
        }
        set(QStringLiteral("doubleStep"), boolText(pawn != nullptr));
        if (!pawn)
            return;
        const auto [white, black] = initialSquares(*pawn);
        set(QStringLiteral("doubleStepRegionWhite"), m_board.bitboard(white));
        set(QStringLiteral("doubleStepRegionBlack"), m_board.bitboard(black));
        if (const QString r = pawn->json.value(QStringLiteral("enPassantRegion")).toString();
            !r.isEmpty())
            enPassantRegion(*pawn, region(r), {white, black});
    }

    // Where the pawn has its double step, per side: its initialRegion, or the ranks it starts on.
    std::pair<Squares, Squares> initialSquares(const PieceOut& pawn)
    {
        if (const QString r = pawn.json.value(QStringLiteral("initialRegion")).toString();
            !r.isEmpty())
            return region(r);
        Squares white, black;
        startSquares(pawn.letter, &white, &black);
        QSet<int> whiteRanks, blackRanks;
        for (int s : white)
            whiteRanks.insert(s / m_board.files);
        for (int s : black)
            blackRanks.insert(s / m_board.files);
        if (whiteRanks.size() > 1 || blackRanks.size() > 1)
            refuse(QStringLiteral("pieces.") + pawn.id + QStringLiteral(".betza"),
                QStringLiteral("pawns start on several ranks without an initialRegion; "
                               "Fairy-Stockfish's double step goes by region"));
        Squares whiteSquares, blackSquares;
        for (int r : whiteRanks)
            whiteSquares += m_board.rank(r);
        for (int r : blackRanks)
            blackSquares += m_board.rank(r);
        return {whiteSquares, blackSquares};
    }

    // Fairy-Stockfish has one en passant region for both sides: the union of ours, which says
    // the same when no double step of one side passes over a square only the other side has.
    void enPassantRegion(const PieceOut& pawn, const std::pair<Squares, Squares>& ep,
        const std::pair<Squares, Squares>& initial)
    {
        const Squares both = ep.first + ep.second;
        Squares passedWhite, passedBlack;
        for (int s : initial.first)
            passedWhite.insert(s + m_board.files);
        for (int s : initial.second)
            passedBlack.insert(s - m_board.files);
        if ((both & passedWhite) != (ep.first & passedWhite)
            || (both & passedBlack) != (ep.second & passedBlack))
            refuse(QStringLiteral("pieces.") + pawn.id + QStringLiteral(".enPassantRegion"),
                QStringLiteral("Fairy-Stockfish has one en passant region for both sides"));
        set(QStringLiteral("enPassantRegion"), m_board.bitboard(both));
    }

    // The squares the pieces of `letter` (lower case) start on, per side.
    void startSquares(const QString& letter, Squares* white, Squares* black) const
    {
        const QString start = m_p.value(QStringLiteral("start")).toString();
        DraftPreset::forEachFenSymbol(
            start, m_board.ranks, [&](int file, int rank, QChar c, bool promoted) {
                if (promoted || rank < 0)
                    return;
                if (c == letter.at(0).toUpper())
                    white->insert(file + rank * m_board.files);
                else if (c == letter.at(0))
                    black->insert(file + rank * m_board.files);
            });
    }

    // -- castling, drops, rules

    // Fairy-Stockfish castles one piece type: its king, or the castlingKingPiece (giveaway's
    // commoner king).
    void castling()
    {
        const QJsonObject c = m_rules.value(QStringLiteral("castling")).toObject();
        const QJsonArray partners = c.value(QStringLiteral("partners")).toArray();
        const PieceOut* king = nullptr;
        for (const PieceOut& o : m_out) {
            if (!o.json.value(QStringLiteral("betza")).toString().contains(u'O'))
                continue;
            if (king)
                refuse(QStringLiteral("pieces.") + o.id + QStringLiteral(".betza"),
                    QStringLiteral("only one piece type castles in Fairy-Stockfish"));
            else
                king = &o;
        }
        if (partners.isEmpty() || !king) {
            set(QStringLiteral("castling"), QStringLiteral("false"));
            return;
        }
        const QString kingBetza = king->json.value(QStringLiteral("betza")).toString();
        if (king->type != u"king")
            set(QStringLiteral("castlingKingPiece"), king->letter);
        set(QStringLiteral("castling"), QStringLiteral("true"));
        QString rooks;
        for (const QJsonValue& p : partners)
            rooks += letterOf(p.toString());
        set(QStringLiteral("castlingRookPieces"), rooks);
        QString left, right;
        const QJsonArray files = c.value(QStringLiteral("kingFiles")).toArray();
        if (files.size() == 2) {
            left = DraftPreset::squareName(int(m_board.fileLabels.indexOf(files[0].toString())), 0)
                       .chopped(1);
            right = DraftPreset::squareName(int(m_board.fileLabels.indexOf(files[1].toString())), 0)
                        .chopped(1);
        } else {
            Squares white, black;
            startSquares(king->letter, &white, &black);
            const auto movement = betza::parse(kingBetza);
            int step = 2;
            for (const betza::Component& comp :
                movement ? movement->components : std::vector<betza::Component>())
                if (comp.castling)
                    step = comp.range;
            if (white.size() != 1) {
                refuse(QStringLiteral("rules.castling.kingFiles"),
                    QStringLiteral("the king's start square is not one square"));
                return;
            }
            const int kf = *white.begin() % m_board.files;
            left = DraftPreset::squareName(std::max(0, kf - step), 0).chopped(1);
            right = DraftPreset::squareName(std::min(m_board.files - 1, kf + step), 0).chopped(1);
        }
        set(QStringLiteral("castlingKingsideFile"), right);
        set(QStringLiteral("castlingQueensideFile"), left);
        if (c.value(QStringLiteral("notation")).toString() == u"kingTakesPartner")
            set(QStringLiteral("chess960"), QStringLiteral("true"));
    }

    void drops()
    {
        const bool hands = m_rules.value(QStringLiteral("hands")).toBool();
        const bool toHand = m_rules.value(QStringLiteral("capturesToHand")).toBool(hands);
        // Seirawan gating: the hand only gates (pieceDrops false) unless captures fill it
        // (S-House: drops and gating from one hand).
        const bool gating = m_rules.value(QStringLiteral("gating")).toBool();
        const bool pieceDrops = hands && (!gating || toHand);
        set(QStringLiteral("pieceDrops"),
            pieceDrops ? QStringLiteral("true") : QStringLiteral("false"));
        if (gating) {
            set(QStringLiteral("gating"), QStringLiteral("true"));
            set(QStringLiteral("seirawanGating"), QStringLiteral("true"));
        }
        set(QStringLiteral("capturesToHand"),
            toHand ? QStringLiteral("true") : QStringLiteral("false"));
        if (m_rules.value(QStringLiteral("handsFromPartner")).toBool())
            set(QStringLiteral("twoBoards"), QStringLiteral("true"));
        set(QStringLiteral("immobilityIllegal"),
            m_rules.value(QStringLiteral("immobilityIllegal")).toBool(true)
                ? QStringLiteral("true")
                : QStringLiteral("false"));
        if (!pieceDrops)
            return;
        set(QStringLiteral("dropLoop"),
            m_rules.value(QStringLiteral("promotedPiecesDemote")).toBool(false)
                ? QStringLiteral("false")
                : QStringLiteral("true"));
        set(QStringLiteral("dropChecks"),
            m_rules.value(QStringLiteral("dropChecks")).toBool(true) ? QStringLiteral("true")
                                                                     : QStringLiteral("false"));
        if (!m_rules.value(QStringLiteral("dropMates")).toBool(true))
            refuse(QStringLiteral("rules.dropMates"),
                QStringLiteral("Fairy-Stockfish forbids mate by a shogi pawn drop only"));
        dropRules();
        dropRegions();
    }

    void dropRules()
    {
        QString noDoubled;
        for (const PieceOut& o : m_out) {
            const QJsonObject drop = o.json.value(QStringLiteral("drop")).toObject();
            const QString key = QStringLiteral("pieces.") + o.id + QStringLiteral(".drop");
            if (drop.contains(QStringLiteral("allowed"))
                && !drop.value(QStringLiteral("allowed")).toBool() && o.type != u"king")
                refuse(key + QStringLiteral(".allowed"),
                    QStringLiteral("Fairy-Stockfish drops every piece in hand"));
            if (!drop.value(QStringLiteral("as")).toArray().isEmpty())
                refuse(key + QStringLiteral(".as"),
                    QStringLiteral("dropping a piece as another type cannot be said"));
            if (drop.value(QStringLiteral("noStalemate")).toBool())
                refuse(key + QStringLiteral(".noStalemate"),
                    QStringLiteral(
                        "Fairy-Stockfish has no rule against a drop that leaves no move"));
            if (drop.value(QStringLiteral("noMate")).toBool()) {
                if (o.type == u"shogiPawn")
                    set(QStringLiteral("shogiPawnDropMateIllegal"), QStringLiteral("true"));
                else
                    refuse(key + QStringLiteral(".noMate"),
                        QStringLiteral("Fairy-Stockfish forbids drop mates only for its shogi pawn "
                                       "(moves fW)"));
            }
            if (const int n = drop.value(QStringLiteral("maxPerFile")).toInt(); n > 0) {
                if (!noDoubled.isEmpty())
                    refuse(key + QStringLiteral(".maxPerFile"),
                        QStringLiteral("Fairy-Stockfish limits one piece type per file"));
                noDoubled = o.letter;
                set(QStringLiteral("dropNoDoubled"), o.letter);
                set(QStringLiteral("dropNoDoubledCount"), QString::number(n));
            }
        }
    }

    // Fairy-Stockfish has one drop region per side for all pieces, and pawns that may or may not
    // be dropped on their first rank and in the promotion zone.
    void dropRegions()
    {
        std::optional<std::pair<Squares, Squares>> common;
        for (const PieceOut& o : m_out) {
            if (o.type == u"king" || o.letter.startsWith(u'+') || isPawnPromoter(o.json))
                continue;
            const auto squares = dropSquares(o);
            if (common && *common != squares)
                refuse(QStringLiteral("pieces.") + o.id + QStringLiteral(".drop.region"),
                    QStringLiteral("pieces with different drop regions; Fairy-Stockfish has one "
                                   "for all pieces"));
            common = squares;
        }
        const auto all = std::make_pair(m_board.all(), m_board.all());
        const auto region = common.value_or(all);
        if (region != all) {
            set(QStringLiteral("whiteDropRegion"), m_board.bitboard(region.first));
            set(QStringLiteral("blackDropRegion"), m_board.bitboard(region.second));
        }
        for (const PieceOut& o : m_out) {
            if (!isPawnPromoter(o.json))
                continue;
            const auto squares = dropSquares(o);
            bool found = false;
            for (const bool firstRank : {true, false})
                for (const bool inZone : {true, false}) {
                    auto expected = region;
                    if (!firstRank) {
                        expected.first -= m_board.rank(0);
                        expected.second -= m_board.rank(m_board.ranks - 1);
                    }
                    if (!inZone) {
                        expected.first -= m_zone.first;
                        expected.second -= m_zone.second;
                    }
                    if (!found && expected == squares) {
                        found = true;
                        set(QStringLiteral("firstRankPawnDrops"),
                            firstRank ? QStringLiteral("true") : QStringLiteral("false"));
                        set(QStringLiteral("promotionZonePawnDrops"),
                            inZone ? QStringLiteral("true") : QStringLiteral("false"));
                    }
                }
            if (!found)
                refuse(QStringLiteral("pieces.") + o.id + QStringLiteral(".drop.region"),
                    QStringLiteral("a pawn drop region other than the drop region without the "
                                   "first rank or the promotion zone"));
            break;
        }
    }

    std::pair<Squares, Squares> dropSquares(const PieceOut& o) const
    {
        const QString r = o.json.value(QStringLiteral("drop"))
                              .toObject()
                              .value(QStringLiteral("region"))
                              .toString();
        return r.isEmpty() ? std::make_pair(m_board.all(), m_board.all()) : region(r);
    }

    void rules()
    {
        auto flag = [this](const char* key, const char* why) {
            if (m_rules.value(QLatin1String(key)).toBool())
                refuse(QStringLiteral("rules.") + QLatin1String(key), QLatin1String(why));
        };
        flag("royalCapture", "the game ends by capturing the royal: no variants.ini key yet");
        flag("bareKingLoses",
            "shatranj's extinction options give the bared side no chance to bare the other one "
            "back: not the same rule");
        flag("bareKingCounterChance", "Fairy-Stockfish has no counter chance for a bared king");
        if (m_rules.contains(QStringLiteral("checkRule"))
            && !m_rules.value(QStringLiteral("checkRule")).toBool() && royalType())
            refuse(QStringLiteral("rules.checkRule"),
                QStringLiteral("Fairy-Stockfish always applies the check rule to its king"));
        if (m_rules.contains(QStringLiteral("lionTrading")))
            refuse(QStringLiteral("rules.lionTrading"),
                QStringLiteral("Fairy-Stockfish does not play Chu Shogi's Lion rules"));
        if (m_rules.value(QStringLiteral("deferredPromotion"))
                .toString(QStringLiteral("untilLeaving"))
            != u"untilLeaving")
            refuse(QStringLiteral("rules.deferredPromotion"),
                QStringLiteral("Fairy-Stockfish has no such option"));
        set(QStringLiteral("stalemateValue"),
            m_rules.value(QStringLiteral("stalemate")).toString(QStringLiteral("draw")));
        const QJsonObject rep = m_rules.value(QStringLiteral("repetition")).toObject();
        set(QStringLiteral("nFoldRule"),
            QString::number(rep.value(QStringLiteral("count")).toInt(3)));
        set(QStringLiteral("nFoldValue"),
            rep.value(QStringLiteral("result")).toString(QStringLiteral("draw")));
        set(QStringLiteral("perpetualCheckIllegal"),
            rep.value(QStringLiteral("perpetualCheckLoses")).toBool() ? QStringLiteral("true")
                                                                      : QStringLiteral("false"));
        if (rep.value(QStringLiteral("forbidden")).toBool())
            refuse(QStringLiteral("rules.repetition.forbidden"),
                QStringLiteral(
                    "moveRepetitionIllegal forbids only moving back and forth; not the same rule"));
        const int limit = m_rules.value(QStringLiteral("moveCountLimit")).toInt(100);
        if (limit % 2)
            refuse(QStringLiteral("rules.moveCountLimit"),
                QStringLiteral("%1 plies; nMoveRule counts whole moves").arg(limit));
        set(QStringLiteral("nMoveRule"), QString::number(limit / 2));
        if (m_rules.contains(QStringLiteral("counting"))) {
            const QString rule = countingRuleName(
                m_rules.value(QStringLiteral("counting")).toObject(), [this](const QString& id) {
                    for (const PieceOut& o : m_out)
                        if (o.id == id)
                            return o.type == u"khon" ? QStringLiteral("silver")
                                : o.type == u"met"   ? QStringLiteral("fers")
                                                     : o.type;
                    return id;
                });
            if (rule.isEmpty())
                refuse(QStringLiteral("rules.counting"),
                    QStringLiteral("countingRule knows only Makruk's and ASEAN chess's tables"));
            else
                set(QStringLiteral("countingRule"), rule);
        }
        if (m_rules.value(QStringLiteral("initialMovesInFen")).toBool())
            refuse(QStringLiteral("rules.initialMovesInFen"),
                QStringLiteral("Fairy-Stockfish's cambodianMoves fixes which pieces have first "
                               "moves (the king and the fers); the preset's own initial moves "
                               "cannot be said"));
        if (m_rules.value(QStringLiteral("royalStaysInCheck")).toBool())
            set(QStringLiteral("makpongRule"), QStringLiteral("true"));
        set(QStringLiteral("flyingGeneral"),
            m_rules.value(QStringLiteral("kingsMayNotFace")).toBool() ? QStringLiteral("true")
                                                                      : QStringLiteral("false"));
        set(QStringLiteral("bikjangRule"),
            m_rules.value(QStringLiteral("bikjang")).toBool() ? QStringLiteral("true")
                                                              : QStringLiteral("false"));
        const bool pass = m_rules.value(QStringLiteral("pass")).toBool();
        set(QStringLiteral("pass"), pass ? QStringLiteral("true") : QStringLiteral("false"));
        if (pass && !m_rules.value(QStringLiteral("doublePassEnds")).toBool())
            refuse(QStringLiteral("rules.doublePassEnds"),
                QStringLiteral("Fairy-Stockfish always ends the game after two passes"));
        if (m_rules.contains(QStringLiteral("placement")))
            placement();
        if (m_rules.contains(QStringLiteral("mateSeries")))
            mateSeries();
    }

    // rules.placement: mustDrop with mustDropType, dropOppositeColoredBishop and
    // castlingDroppedPiece, where the preset's keys say what they say.
    void placement()
    {
        const QJsonObject p = m_rules.value(QStringLiteral("placement")).toObject();
        const QString key = QStringLiteral("rules.placement.");
        set(QStringLiteral("mustDrop"), boolText(true));
        const QJsonArray must = p.value(QStringLiteral("mustDrop")).toArray();
        if (must.size() > 1)
            refuse(key + QStringLiteral("mustDrop"),
                QStringLiteral("mustDropType names one piece type"));
        else if (const PieceOut* o = must.isEmpty() ? nullptr : outOf(must[0].toString()))
            set(QStringLiteral("mustDropType"), o->letter);
        if (const QJsonArray colours = p.value(QStringLiteral("oppositeColours")).toArray();
            !colours.isEmpty()) {
            const PieceOut* o = colours.size() == 1 ? outOf(colours[0].toString()) : nullptr;
            if (o && o->type == u"bishop")
                set(QStringLiteral("dropOppositeColoredBishop"), boolText(true));
            else
                refuse(key + QStringLiteral("oppositeColours"),
                    QStringLiteral("dropOppositeColoredBishop is for the bishop alone"));
        }
        const QString royal = p.value(QStringLiteral("castlingRoyalSquares")).toString();
        const QString partners = p.value(QStringLiteral("castlingPartnerSquares")).toString();
        if (royal.isEmpty() && partners.isEmpty())
            return;
        // Fairy-Stockfish's default castling squares: the e file and the corners of the
        // first and the last rank.
        const int last = m_board.files - 1, top = (m_board.ranks - 1) * m_board.files;
        const std::pair<Squares, Squares> kingSquares{{4}, {4 + top}},
            rookSquares{{0, last}, {top, top + last}};
        if (m_board.files < 5 || royal.isEmpty() || partners.isEmpty()
            || region(royal) != kingSquares || region(partners) != rookSquares)
            refuse(key + QStringLiteral("castlingRoyalSquares"),
                QStringLiteral("castlingDroppedPiece gives castling rights on the e file and the "
                               "corners of the back ranks only"));
        else
            set(QStringLiteral("castlingDroppedPiece"), boolText(true));
    }

    // rules.mateSeries: shatarMateRule, whose series need a check by a knight, a rook or a
    // bers (queen) and whose mate by knights alone does not win.
    void mateSeries()
    {
        const QJsonObject series = m_rules.value(QStringLiteral("mateSeries")).toObject();
        const auto typesOf = [this](const QJsonArray& ids) {
            QStringList types;
            for (const QJsonValue& id : ids)
                if (const PieceOut* o = outOf(id.toString()))
                    types << (o->type == u"queen" ? QStringLiteral("bers") : o->type);
                else
                    types << QString();
            types.sort();
            return types;
        };
        if (typesOf(series.value(QStringLiteral("shak")).toArray())
                != QStringList{QStringLiteral("bers"), QStringLiteral("knight"),
                    QStringLiteral("rook")}
            || typesOf(series.value(QStringLiteral("notAlone")).toArray())
                != QStringList{QStringLiteral("knight")})
            refuse(QStringLiteral("rules.mateSeries"),
                QStringLiteral("shatarMateRule's checking pieces are the knight, the rook and "
                               "the bers, and a mate by knights alone"));
        else
            set(QStringLiteral("shatarMateRule"), boolText(true));
    }

    // -- goals (engine/goals.h)

    const PieceOut* royalType() const
    {
        for (const PieceOut& o : m_out)
            if (o.type == u"king")
                return &o;
        return nullptr;
    }

    static QString boolText(bool b) { return b ? QStringLiteral("true") : QStringLiteral("false"); }

    void goals()
    {
        set(QStringLiteral("checking"),
            boolText(m_rules.value(QStringLiteral("checking")).toBool(true)));
        set(QStringLiteral("mustCapture"),
            boolText(m_rules.value(QStringLiteral("mustCapture")).toBool(false)));
        set(QStringLiteral("checkmateValue"),
            m_rules.value(QStringLiteral("checkmate")).toString(QStringLiteral("loss")));
        set(QStringLiteral("checkCounting"),
            boolText(m_rules.value(QStringLiteral("checkLimit")).toInt(0) > 0));
        flagGoal();
        if (m_rules.contains(QStringLiteral("extinction")))
            extinction();
        if (m_rules.value(QStringLiteral("bareKingWins")).toBool())
            bareKingWins();
    }

    void flagGoal()
    {
        const QString flagRegion = m_rules.value(QStringLiteral("flagRegion")).toString();
        const bool reply = m_rules.value(QStringLiteral("flagReply")).toBool(false);
        if (flagRegion.isEmpty()) {
            set(QStringLiteral("flagMove"), boolText(false)); // flagReply alone does nothing
            return;
        }
        const QJsonArray flagPieces = m_rules.value(QStringLiteral("flagPieces")).toArray();
        if (flagPieces.size() > 1) {
            refuse(QStringLiteral("rules.flagPieces"),
                QStringLiteral("Fairy-Stockfish's flagPiece names one piece type"));
            return;
        }
        const PieceOut* flagPiece
            = flagPieces.isEmpty() ? royalType() : outOf(flagPieces.first().toString());
        if (!flagPiece) {
            refuse(QStringLiteral("rules.flagRegion"),
                QStringLiteral("a flag region without a royal piece; Fairy-Stockfish's flag "
                               "piece would be any piece"));
            return;
        }
        const auto [white, black] = region(flagRegion);
        set(QStringLiteral("flagPiece"), flagPiece->letter);
        set(QStringLiteral("flagRegionWhite"), m_board.bitboard(white));
        set(QStringLiteral("flagRegionBlack"), m_board.bitboard(black));
        set(QStringLiteral("flagMove"), boolText(reply));
    }

    // Fairy-Stockfish's extinction rule is ours: each listed type counted on its own with the
    // pieces in hand, "*" for the whole army, the side that has just moved looked at first.
    void extinction()
    {
        const QJsonObject e = m_rules.value(QStringLiteral("extinction")).toObject();
        QString types;
        for (const QJsonValue& v : e.value(QStringLiteral("pieces")).toArray()) {
            const QString id = v.toString();
            const PieceOut* o = id == u"*" ? nullptr : outOf(id);
            if (o && o->letter.startsWith(u'+'))
                refuse(QStringLiteral("rules.extinction.pieces"),
                    QStringLiteral("'%1': Fairy-Stockfish counts a promoted piece as the type it "
                                   "moves like")
                        .arg(id));
            types += o ? o->letter : QStringLiteral("*");
        }
        set(QStringLiteral("extinctionValue"),
            e.value(QStringLiteral("result")).toString(QStringLiteral("loss")));
        set(QStringLiteral("extinctionPieceTypes"), types);
        set(QStringLiteral("extinctionPieceCount"),
            QString::number(e.value(QStringLiteral("limit")).toInt(0)));
    }

    // A side with only its king left has one piece left: losers' extinction rule, as long as
    // each side keeps exactly one king (the check rule keeps it, nothing makes another one) and
    // no piece waits in hand (Fairy-Stockfish counts those).
    void bareKingWins()
    {
        const QString key = QStringLiteral("rules.bareKingWins");
        const PieceOut* king = royalType();
        Squares white, black;
        if (king)
            startSquares(king->letter, &white, &black);
        if (m_rules.contains(QStringLiteral("extinction")))
            refuse(key,
                QStringLiteral("needs Fairy-Stockfish's one extinction rule, which "
                               "rules.extinction uses"));
        else if (!king || white.size() != 1 || black.size() != 1 || promotesToRoyal())
            refuse(key,
                QStringLiteral("only royals left is one piece left only with one king a side "
                               "that stays the only one"));
        else if (m_rules.value(QStringLiteral("hands")).toBool())
            refuse(key, QStringLiteral("Fairy-Stockfish counts the pieces in hand too"));
        set(QStringLiteral("extinctionValue"), QStringLiteral("win"));
        set(QStringLiteral("extinctionPieceTypes"), QStringLiteral("*"));
        set(QStringLiteral("extinctionPieceCount"), QStringLiteral("1"));
    }

    bool promotesToRoyal() const
    {
        for (const PieceOut& o : m_out)
            for (const QJsonValue& t : o.json.value(QStringLiteral("promotion"))
                     .toObject()
                     .value(QStringLiteral("to"))
                     .toArray())
                if (const PieceOut* target = outOf(t.toString()); target && target->type == u"king")
                    return true;
        return false;
    }

    // The start FEN; with n-check, Fairy-Stockfish's "W+B" field after en passant (the checks
    // each side still has to give) in place of Lichess's "+W+B" (given) or no field.
    QString startFen()
    {
        const QString fen = m_p.value(QStringLiteral("start")).toString();
        const int limit = m_rules.value(QStringLiteral("checkLimit")).toInt(0);
        if (limit <= 0)
            return fen;
        static const QRegularExpression toGive(QStringLiteral("^\\d+\\+\\d+$"));
        static const QRegularExpression given(QStringLiteral("^\\+(\\d+)\\+(\\d+)$"));
        QStringList fields = fen.split(u' ', Qt::SkipEmptyParts);
        if (fields.size() > 4 && toGive.match(fields[4]).hasMatch())
            return fen;
        if (fields.size() < 4) {
            refuse(QStringLiteral("start"),
                QStringLiteral("no castling and en passant fields before the check counts"));
            return fen;
        }
        QString counts = QStringLiteral("%1+%1").arg(limit);
        if (const QRegularExpressionMatch m = given.match(fields.last());
            fields.size() > 4 && m.hasMatch()) {
            counts = QStringLiteral("%1+%2")
                         .arg(limit - m.captured(1).toInt())
                         .arg(limit - m.captured(2).toInt());
            fields.removeLast();
        }
        fields.insert(4, counts);
        return fields.join(u' ');
    }

    // -- keys this exporter does not know

    // Every key of `object` (at `path`) must be in `known`: a key added to the preset format
    // later is refused until the exporter writes or refuses it, never dropped in silence.
    void refuseUnknown(
        const QJsonObject& object, const QString& path, std::initializer_list<const char*> known)
    {
        for (const QString& key : object.keys()) {
            const bool isKnown = key == u"_doc"
                || std::any_of(known.begin(), known.end(),
                    [&](const char* k) { return key == QLatin1String(k); });
            if (!isKnown)
                refuse(path + key,
                    QStringLiteral("the exporter does not know this key, so it cannot write it"));
        }
    }

    void refuseUnknownKeys()
    {
        refuseUnknown(m_rules, QStringLiteral("rules."),
            {"checkRule", "royalCapture", "kingsMayNotFace", "bareKingLoses",
                "bareKingCounterChance", "deferredPromotion", "stalemate", "repetition",
                "moveCountLimit", "castling", "hands", "capturesToHand", "handsFromPartner",
                "dropChecks", "dropMates", "immobilityIllegal", "promotedPiecesDemote", "pass",
                "doublePassEnds", "bikjang", "flagRegion", "flagReply", "flagPieces", "checking",
                "mustCapture", "checkmate", "bareKingWins", "checkLimit", "extinction",
                "lionTrading", "counting", "royalStaysInCheck", "gating", "initialMovesInFen",
                "placement", "mateSeries"});
        refuseUnknown(m_rules.value(QStringLiteral("placement")).toObject(),
            QStringLiteral("rules.placement."),
            {"mustDrop", "oppositeColours", "castlingRoyalSquares", "castlingPartnerSquares"});
        refuseUnknown(m_rules.value(QStringLiteral("mateSeries")).toObject(),
            QStringLiteral("rules.mateSeries."), {"shak", "notAlone"});
        refuseUnknown(m_rules.value(QStringLiteral("repetition")).toObject(),
            QStringLiteral("rules.repetition."),
            {"count", "result", "perpetualCheckLoses", "forbidden"});
        refuseUnknown(m_rules.value(QStringLiteral("castling")).toObject(),
            QStringLiteral("rules.castling."), {"partners", "kingFiles", "notation"});
        refuseUnknown(m_rules.value(QStringLiteral("extinction")).toObject(),
            QStringLiteral("rules.extinction."), {"pieces", "limit", "result"});
        for (const PieceOut& o : m_out) {
            const QString key = QStringLiteral("pieces.") + o.id + u'.';
            refuseUnknown(o.json, key,
                {"id", "name", "letter", "betza", "royal", "pawn", "art", "promotion", "maxCount",
                    "region", "initialRegion", "enPassantRegion", "demotesTo", "regionMoves",
                    "cannotHopOver", "cannotCapture", "drop", "remove", "second", "records"});
            refuseUnknown(o.json.value(QStringLiteral("promotion")).toObject(),
                key + QStringLiteral("promotion."),
                {"to", "zone", "trigger", "mandatory", "alsoIn"});
            refuseUnknown(o.json.value(QStringLiteral("drop")).toObject(),
                key + QStringLiteral("drop."),
                {"allowed", "region", "maxPerFile", "noMate", "noStalemate", "as"});
        }
    }

    const QJsonObject& m_p;
    BoardSquares m_board;
    QJsonObject m_rules;
    QList<PieceOut> m_out;
    QStringList m_lines, m_reasons, m_limits, m_extraTypes;
    QString m_extraLetters;
    std::pair<Squares, Squares> m_zone;
};

} // namespace

FsfExport exportFsf(const QJsonObject& preset)
{
    return Exporter(preset).run();
}

} // namespace fb::io

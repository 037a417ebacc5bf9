// SPDX-License-Identifier: GPL-3.0-or-later
// FsfBuilder (fsfbuilder.h): the keys that change what a turn is: a placement phase
// (rules.placement), promotion as a turn of its own (sittuyinPromotion), walls after the move
// (rules.walling), flipping games (rules.flipping, rules.stalematePieceCount) and Shatar's mate
// rule (rules.mateSeries). The preset keys are those of resources/presets/REFERENCE.md.
#include "fsfbuilder.h"

#include <utility>

namespace fb::io::fsfimport {

void FsfBuilder::applyTurnRules()
{
    applyPlacement();
    applyInPlacePromotion();
    applyWalling();
    applyFlipping();
    applyMateSeries();
}

void FsfBuilder::applyPlacement()
{
    const std::optional<bool> mustDrop = boolValue("mustDrop");
    const IniEntry* type = entry("mustDropType");
    const std::optional<bool> bishops = boolValue("dropOppositeColoredBishop");
    const std::optional<bool> castling = boolValue("castlingDroppedPiece");
    if (!mustDrop.value_or(false)) {
        for (const IniEntry* e :
            {find("mustdroptype"), find("dropoppositecoloredbishop"), find("castlingdroppedpiece")})
            if (e && e->value != u"*" && e->value.compare(u"false", Qt::CaseInsensitive) != 0)
                m_notes.add(e->line,
                    QStringLiteral("%1 without mustDrop = true: no placement phase; left out")
                        .arg(e->key));
        if (mustDrop)
            removeRule(QStringLiteral("placement"));
        return;
    }
    QJsonObject placement;
    if (type && type->value != u"*") {
        const QStringList ids = piecesOf(*type);
        if (!ids.isEmpty())
            placement.insert(QStringLiteral("mustDrop"), QJsonArray::fromStringList(ids));
    }
    if (bishops.value_or(false)) {
        if (const QString bishop = idOfType("bishop", "bishop"); !bishop.isEmpty())
            placement.insert(QStringLiteral("oppositeColours"), QJsonArray{bishop});
    }
    if (castling.value_or(false)) {
        // The king's file and the rooks' files of the castling rank (Fairy-Stockfish's
        // castlingKingFile, castlingRook*File, castlingRank), mirrored for the second side.
        // Read here, not used up: castling itself does not follow them (they are noted).
        const auto file = [&](const char* lowerKey, int fallback) {
            const IniEntry* e = find(lowerKey);
            const std::optional<int> f = e ? fileOf(e->value) : std::nullopt;
            return f && *f < m_draft.files() ? *f : fallback;
        };
        const IniEntry* rankEntry = find("castlingrank");
        const int givenRank = rankEntry ? rankEntry->value.toInt() : 0;
        const int rank = givenRank >= 1 && givenRank <= m_draft.ranks() ? givenRank : 1;
        const int king = file("castlingkingfile", 4);
        const int kingside = file("castlingrookkingsidefile", m_draft.files() - 1);
        const int queenside = file("castlingrookqueensidefile", 0);
        const auto squares = [&](std::initializer_list<int> files, bool first) {
            QStringList out;
            for (int f : files)
                out << DraftPreset::squareName(f, first ? rank - 1 : m_draft.ranks() - rank);
            return out;
        };
        m_draft.setRegion(
            QStringLiteral("castlingKing"), squares({king}, true), squares({king}, false));
        m_draft.setRegion(QStringLiteral("castlingRooks"), squares({queenside, kingside}, true),
            squares({queenside, kingside}, false));
        placement.insert(QStringLiteral("castlingRoyalSquares"), QStringLiteral("castlingKing"));
        placement.insert(QStringLiteral("castlingPartnerSquares"), QStringLiteral("castlingRooks"));
    }
    m_draft.setRule(QStringLiteral("placement"), placement);
}

void FsfBuilder::applyInPlacePromotion()
{
    const std::optional<bool> inPlace = boolValue("sittuyinPromotion");
    if (!inPlace.value_or(false))
        return;
    bool any = false;
    for (int i : piecesOfType(QStringLiteral("pawn"))) {
        QJsonObject pawn = pieceAt(i);
        QJsonObject promotion = pawn.value(QStringLiteral("promotion")).toObject();
        if (promotion.value(QStringLiteral("to")).toArray().isEmpty())
            continue;
        promotion.insert(QStringLiteral("trigger"), QStringLiteral("inPlace"));
        pawn.insert(QStringLiteral("promotion"), promotion);
        m_draft.setPiece(i, pawn);
        any = true;
    }
    if (!any)
        m_notes.add(find("sittuyinpromotion")->line,
            QStringLiteral("sittuyinPromotion: no pawn that promotes; left out"));
}

void FsfBuilder::applyWalling()
{
    QString kind;
    const IniEntry* at = nullptr;
    if (const IniEntry* e = entry("wallingRule")) {
        kind = e->value.trimmed().toLower();
        at = e;
    }
    // The older booleans of the same rule.
    using Names = std::pair<const char*, const char*>;
    for (const auto& [key, name] : {Names{"arrowGating", "arrow"}, Names{"duckGating", "duck"},
             Names{"staticGating", "static"}, Names{"pastGating", "past"}})
        if (boolValue(key).value_or(false)) {
            kind = QLatin1String(name);
            at = entry(key);
        }
    if (!at)
        return;
    if (kind != u"none" && kind != u"arrow" && kind != u"duck" && kind != u"static"
        && kind != u"past" && kind != u"edge") {
        m_notes.add(at->line,
            QStringLiteral("%1 = %2: not a walling rule this importer knows (arrow, duck, "
                           "static, past, edge); left out")
                .arg(at->key, at->value));
        return;
    }
    if (const IniEntry* region = entry("staticGatingRegion"); region && kind == u"static")
        m_notes.add(region->line,
            QStringLiteral("staticGatingRegion: walls on only some squares cannot be expressed; "
                           "walls may stand on any empty square"));
    m_draft.setRule(QStringLiteral("walling"), kind);
}

void FsfBuilder::applyFlipping()
{
    const IniEntry* flip = entry("flipEnclosedPieces");
    const IniEntry* drops = entry("enclosingDrop");
    const IniEntry* start = entry("enclosingDropStart");
    const std::optional<bool> freeDrops = boolValue("freeDrops");
    const std::optional<bool> pass = boolValue("passOnStalemate");
    const std::optional<bool> pieceCount = boolValue("stalematePieceCount");
    const auto mode = [](const IniEntry* e) -> std::optional<QString> {
        const QString v = e ? e->value.trimmed().toLower() : QStringLiteral("none");
        if (v == u"reversi")
            return QStringLiteral("lines");
        if (v == u"ataxx")
            return QStringLiteral("neighbours");
        if (v == u"none")
            return QString();
        return std::nullopt;
    };
    for (const IniEntry* e : {flip, drops})
        if (e && !mode(e))
            m_notes.add(e->line,
                QStringLiteral("%1 = %2: not reversi, ataxx or none; left out")
                    .arg(e->key, e->value));
    if (pieceCount.value_or(false)) {
        // Who has more pieces wins when neither can move: Fairy-Stockfish says it with
        // materialCounting = unweighted.
        if (const IniEntry* counting = entry("materialCounting");
            counting && counting->value.compare(u"unweighted", Qt::CaseInsensitive) != 0)
            m_notes.add(counting->line,
                QStringLiteral("materialCounting = %1: only unweighted counting can be "
                               "expressed; counted unweighted")
                    .arg(counting->value));
        m_draft.setRule(QStringLiteral("stalematePieceCount"), true);
    }
    const QString flipMode = mode(flip).value_or(QString());
    if (flipMode.isEmpty()) {
        for (const IniEntry* e : {drops, start, find("freedrops"), find("passonstalemate")})
            if (e && e->value.compare(u"none", Qt::CaseInsensitive) != 0
                && e->value.compare(u"false", Qt::CaseInsensitive) != 0)
                m_notes.add(e->line,
                    QStringLiteral("%1 without flipEnclosedPieces: only flipping games have it; "
                                   "left out")
                        .arg(e->key));
        if (flip)
            removeRule(QStringLiteral("flipping"));
        return;
    }
    QJsonObject flipping{{QStringLiteral("flip"), flipMode}};
    if (const QString dropMode = mode(drops).value_or(QString()); !dropMode.isEmpty())
        flipping.insert(QStringLiteral("drops"), dropMode);
    if (start) {
        const QStringList squares = squaresOf(*start); // the same squares for both sides
        m_draft.setRegion(QStringLiteral("flipStart"), squares, squares);
        flipping.insert(QStringLiteral("startRegion"), QStringLiteral("flipStart"));
    }
    if (freeDrops.value_or(false))
        flipping.insert(QStringLiteral("freeDrops"), true);
    if (pass.value_or(false))
        flipping.insert(QStringLiteral("passWhenStuck"), true);
    m_draft.setRule(QStringLiteral("flipping"), flipping);
}

void FsfBuilder::applyMateSeries()
{
    const std::optional<bool> shatar = boolValue("shatarMateRule");
    if (!shatar)
        return;
    if (!*shatar) {
        removeRule(QStringLiteral("mateSeries"));
        return;
    }
    // Fairy-Stockfish's shatarMateRule: a mate by knights alone loses, and a series of checks
    // must have had a check by a rook, a knight or a bers (queen) in it.
    QJsonArray shak;
    using Types = std::pair<const char*, const char*>;
    for (const auto& [type, alias] :
        {Types{"knight", "knight"}, Types{"rook", "rook"}, Types{"bers", "queen"}})
        if (const QString id = idOfType(type, alias); !id.isEmpty())
            shak.append(id);
    QJsonObject series{{QStringLiteral("shak"), shak}};
    if (const QString knight = idOfType("knight", "knight"); !knight.isEmpty())
        series.insert(QStringLiteral("notAlone"), QJsonArray{knight});
    m_draft.setRule(QStringLiteral("mateSeries"), series);
}

} // namespace fb::io::fsfimport

// SPDX-License-Identifier: GPL-3.0-or-later
// variants.ini keys as Fairy-Stockfish's documentation (src/variants.ini) describes them, applied
// to a preset: the "fairy" template (chess rules, no pieces) or the preset of a built-in parent.
#include "fsfimport.h"

#include "draftpreset.h"
#include "fsfpieces.h"
#include "inifile.h"
#include "presetloader.h"
#include "variantnames.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace fb::io {

namespace {

using Entries = QMap<QString, IniEntry>; // key (lower case) -> entry, the child's over its parents'

// Keys whose rules the preset format cannot say yet, and their Fairy-Stockfish defaults: a key
// that is given its default says nothing, and is accepted.
const QHash<QString, QString>& inexpressibleKeys()
{
    static const QHash<QString, QString> keys = [] {
        QHash<QString, QString> k;
        for (const char* key :
            {"mustDrop", "dropOnTop", "sittuyinRookDrop", "dropOppositeColoredBishop",
                "dropPromoted", "gating", "arrowGating", "duckGating", "staticGating", "pastGating",
                "seirawanGating", "cambodianMoves", "passOnStalemate", "makpongRule",
                "stalematePieceCount", "shatarMateRule", "extinctionClaim", "extinctionPseudoRoyal",
                "dupleCheck", "flagPieceBlockedWin", "blastOnCapture", "petrifyOnCapture",
                "piecePromotionOnCapture", "pieceDemotion", "sittuyinPromotion", "twoBoards",
                "castlingDroppedPiece", "nFoldValueAbsolute", "moveRepetitionIllegal"})
            k.insert(QString::fromLatin1(key).toLower(), QStringLiteral("false"));
        for (const char* key : {"enclosingDrop", "flipEnclosedPieces", "chasingRule",
                 "materialCounting", "countingRule"})
            k.insert(QString::fromLatin1(key).toLower(), QStringLiteral("none"));
        for (const char* key : {"extinctionOpponentPieceCount", "connectN"})
            k.insert(QString::fromLatin1(key).toLower(), QStringLiteral("0"));
        for (const char* key : {"connectVertical", "connectHorizontal", "connectDiagonal"})
            k.insert(QString::fromLatin1(key).toLower(), QStringLiteral("true"));
        for (const char* key : {"mustDropType", "blastImmuneTypes", "mutuallyImmuneTypes",
                 "enclosingDropStart", "staticGatingRegion", "diagonalLines",
                 "tripleStepRegionWhite", "tripleStepRegionBlack", "enPassantTypes",
                 "enPassantTypesWhite", "enPassantTypesBlack", "castlingRank", "castlingKingFile",
                 "castlingRookKingsideFile", "castlingRookQueensideFile", "flagPieceCount"})
            k.insert(QString::fromLatin1(key).toLower(), QString());
        k.insert(QStringLiteral("flagpiececount"), QStringLiteral("1"));
        k.insert(QStringLiteral("castlingrank"), QStringLiteral("1"));
        k.insert(QStringLiteral("mustdroptype"), QStringLiteral("*"));
        return k;
    }();
    return keys;
}

// Keys that only change how XBoard draws the game or how the engine evaluates it.
bool isDisplayOnlyKey(const QString& key)
{
    return key == u"piecetochartable" || key == u"pocketsize" || key == u"piecevaluemg"
        || key == u"piecevalueeg" || key == u"variantTemplate" || key.startsWith(u"piecevalue");
}

bool isPieceKey(const QString& key)
{
    return fsfPieceType(key) || (key.startsWith(u"custompiece") && key.mid(11).toInt() > 0);
}

QString camelToWords(const QString& name)
{
    QString out;
    for (const QChar c : name) {
        if (c.isUpper() && !out.isEmpty())
            out += u' ';
        out += out.isEmpty() ? c.toUpper() : c;
    }
    return out;
}

QString camelToId(const QString& name)
{
    return presetIdFromName(camelToWords(name));
}

class FsfBuilder
{
public:
    FsfBuilder(DraftPreset draft, bool fromTemplate, const Entries& entries, const NoteSink& notes)
        : m_draft(std::move(draft))
        , m_template(fromTemplate)
        , m_entries(entries)
        , m_notes(notes)
    {
        if (!m_template)
            classifyParentPieces();
    }

    QJsonObject build()
    {
        if (m_template)
            applyTemplate();
        applyBoard();
        applyPieces();
        applyPawnFlags();
        applyPawnPromotion();
        applyPiecePromotion();
        applyPromotionLimit();
        applyDoubleStep();
        applySoldier();
        applyCastling();
        applyMobility();
        applyDrops();
        applyRules();
        applyGoals();
        applyStart();
        applyCheckCounting();
        reportRest();
        return m_draft.json();
    }

    int line() const { return m_entries.isEmpty() ? 0 : m_entries.first().line; }

private:
    // -- values

    const IniEntry* find(const char* lowerKey) const
    {
        auto it = m_entries.constFind(QLatin1String(lowerKey));
        return it == m_entries.constEnd() ? nullptr : &*it;
    }

    const IniEntry* entry(const char* key)
    {
        const QString k = QString::fromLatin1(key).toLower();
        auto it = m_entries.constFind(k);
        if (it == m_entries.constEnd())
            return nullptr;
        m_used.insert(k);
        return &*it;
    }

    std::optional<bool> boolValue(const char* key)
    {
        const IniEntry* e = entry(key);
        if (!e)
            return std::nullopt;
        if (e->value.compare(u"true", Qt::CaseInsensitive) == 0)
            return true;
        if (e->value.compare(u"false", Qt::CaseInsensitive) == 0)
            return false;
        m_notes.add(e->line,
            QStringLiteral("%1: '%2' is not true or false; ignored").arg(e->key, e->value));
        return std::nullopt;
    }

    std::optional<int> intValue(const char* key, int min, int max)
    {
        const IniEntry* e = entry(key);
        if (!e)
            return std::nullopt;
        bool ok = false;
        const qlonglong n = e->value.toLongLong(&ok);
        if (!ok || n < min || n > max) {
            m_notes.add(e->line,
                QStringLiteral("%1: must be a whole number from %2 to %3, not '%4'; ignored")
                    .arg(e->key)
                    .arg(min)
                    .arg(max)
                    .arg(e->value));
            return std::nullopt;
        }
        return int(n);
    }

    // A [File]: 1-12 or a letter.
    std::optional<int> fileValue(const char* key)
    {
        const IniEntry* e = entry(key);
        if (!e)
            return std::nullopt;
        bool ok = false;
        const int n = e->value.toInt(&ok);
        if (ok && n >= 1 && n <= 36)
            return n - 1;
        if (e->value.size() == 1 && e->value[0].isLower())
            return e->value[0].unicode() - u'a';
        m_notes.add(
            e->line, QStringLiteral("%1: '%2' is not a file; ignored").arg(e->key, e->value));
        return std::nullopt;
    }

    std::optional<QString> resultValue(const char* key)
    {
        const IniEntry* e = entry(key);
        if (!e)
            return std::nullopt;
        if (e->value == u"win" || e->value == u"loss" || e->value == u"draw")
            return e->value;
        m_notes.add(e->line,
            QStringLiteral("%1: '%2' is not win, loss or draw; ignored").arg(e->key, e->value));
        return std::nullopt;
    }

    // A [Bitboard]: squares and *N ranks. Squares off the board are noted.
    QStringList squaresOf(const IniEntry& e)
    {
        QStringList out;
        for (const QString& token : e.value.split(u' ', Qt::SkipEmptyParts)) {
            if (token == u"-")
                continue;
            if (token.startsWith(u'*')) {
                bool ok = false;
                const int rank = token.mid(1).toInt(&ok);
                if (ok && rank >= 1 && rank <= m_draft.ranks()) {
                    out << m_draft.rankSquares(rank);
                    continue;
                }
            } else if (const auto sq = DraftPreset::parseSquare(token);
                sq && sq->first < m_draft.files() && sq->second < m_draft.ranks()) {
                out << token;
                continue;
            }
            m_notes.add(e.line,
                QStringLiteral("%1: '%2' is not a square of the board; left out")
                    .arg(e.key, token));
        }
        out.removeDuplicates();
        return out;
    }

    // The ids of the pieces a [PieceSet] names; unknown letters are noted.
    QStringList piecesOf(const IniEntry& e)
    {
        QStringList ids;
        if (e.value == u"-")
            return ids;
        for (const QChar c : e.value) {
            if (c.isSpace())
                continue;
            if (c == u'*') {
                for (int i = 0; i < m_draft.pieceCount(); ++i)
                    ids << m_draft.piece(i).value(QStringLiteral("id")).toString();
                continue;
            }
            const QString id = m_draft.pieceId(QString(c));
            if (id.isEmpty())
                m_notes.add(e.line,
                    QStringLiteral("%1: no piece has the letter '%2'").arg(e.key, QString(c)));
            else
                ids << id;
        }
        ids.removeDuplicates();
        return ids;
    }

    // -- pieces

    void classifyParentPieces()
    {
        m_parentCastles = !m_draft.rule(QStringLiteral("castling.partners")).toArray().isEmpty();
        for (int i = 0; i < m_draft.pieceCount(); ++i) {
            const QJsonObject p = m_draft.piece(i);
            const QString id = p.value(QStringLiteral("id")).toString();
            const QString betza = p.value(QStringLiteral("betza")).toString();
            QString type;
            if (p.value(QStringLiteral("royal")).toBool())
                type = QStringLiteral("king");
            else if (const FsfPieceType* t = fsfPieceType(id))
                type = QLatin1String(t->name);
            else if (const FsfPieceType* same = fsfPieceTypeOfBetza(betza))
                type = QLatin1String(same->name);
            if (id == u"pawn" && p.value(QStringLiteral("pawn")).toBool())
                type = QStringLiteral("pawn");
            m_types.insert(id, type);
        }
    }

    int pieceOfType(const QString& type) const
    {
        for (int i = 0; i < m_draft.pieceCount(); ++i)
            if (m_types.value(m_draft.piece(i).value(QStringLiteral("id")).toString())
                    .compare(type, Qt::CaseInsensitive)
                == 0)
                return i;
        return -1;
    }

    QList<int> piecesOfType(const QString& type) const
    {
        QList<int> out;
        for (int i = 0; i < m_draft.pieceCount(); ++i)
            if (m_types.value(m_draft.piece(i).value(QStringLiteral("id")).toString()) == type)
                out << i;
        return out;
    }

    void applyTemplate()
    {
        m_draft.setRule(QStringLiteral("stalemate"), QStringLiteral("draw"));
        m_draft.setRule(QStringLiteral("repetition"),
            QJsonObject{
                {QStringLiteral("count"), 3}, {QStringLiteral("result"), QStringLiteral("draw")}});
        m_draft.setRule(QStringLiteral("moveCountLimit"), 100);
        m_draft.setRule(QStringLiteral("immobilityIllegal"), false);
    }

    void applyBoard()
    {
        const auto ranks = intValue("maxRank", 1, 10);
        const std::optional<int> file = fileValue("maxFile");
        if (ranks || file)
            m_draft.setBoard(file ? *file + 1 : m_draft.files(), ranks.value_or(m_draft.ranks()));
        if (const IniEntry* e = entry("variantTemplate"); e && e->value == u"shogi") {
            m_draft.json().insert(QStringLiteral("family"), QStringLiteral("shogi"));
            QJsonObject board = m_draft.json().value(QStringLiteral("board")).toObject();
            board.insert(QStringLiteral("style"), QStringLiteral("shogi"));
            m_draft.json().insert(QStringLiteral("board"), board);
        }
    }

    void applyPieces()
    {
        QList<const IniEntry*> pieceEntries;
        for (const IniEntry& e : m_entries)
            if (isPieceKey(e.key.toLower()))
                pieceEntries << &e;
        std::sort(pieceEntries.begin(), pieceEntries.end(),
            [](const IniEntry* a, const IniEntry* b) { return a->line < b->line; });
        for (const IniEntry* e : pieceEntries) {
            m_used.insert(e->key.toLower());
            definePiece(*e);
        }
    }

    void definePiece(const IniEntry& e)
    {
        const FsfPieceType* builtin = fsfPieceType(e.key);
        const QString type = builtin
            ? QLatin1String(builtin->name)
            : e.key.toLower().replace(QStringLiteral("custompiece"), QStringLiteral("customPiece"));
        const int old = pieceOfType(type);
        if (e.value == u"-") {
            if (old >= 0)
                removePieceAt(old);
            return;
        }
        const QString letter = e.value.section(u':', 0, 0).trimmed();
        if (letter.size() != 1 || !letter[0].isLetter()
            || letter[0].toUpper() == letter[0].toLower()) {
            m_notes.add(e.line,
                QStringLiteral("%1: '%2' is not a piece letter; the piece is left out")
                    .arg(e.key, letter));
            return;
        }
        QString betza = builtin ? QLatin1String(builtin->betza) : QString();
        if (e.value.contains(u':'))
            betza = e.value.section(u':', 1).trimmed();
        else if (!builtin)
            m_notes.add(e.line,
                QStringLiteral("%1: no moves given (letter:Betza); the piece never moves")
                    .arg(e.key));
        QStringList dropped;
        betza = parsableBetza(betza, &dropped);
        if (!dropped.isEmpty())
            m_notes.add(e.line,
                QStringLiteral(
                    "%1: moves '%2' cannot be expressed in this engine's XBetza; left out")
                    .arg(e.key, dropped.join(QStringLiteral("', '"))));
        const bool royal = type == u"king";
        QJsonObject piece{{QStringLiteral("id"),
                              royal         ? QStringLiteral("king")
                                  : builtin ? camelToId(type)
                                            : QStringLiteral("custom-") + letter.toLower()},
            {QStringLiteral("name"),
                builtin ? QLatin1String(builtin->displayName)
                        : QStringLiteral("Piece ") + letter.toUpper()},
            {QStringLiteral("letter"), letter.toUpper()}};
        if (!betza.isEmpty())
            piece.insert(QStringLiteral("betza"), betza);
        if (royal)
            piece.insert(QStringLiteral("royal"), true);
        if (const QString art = knownPieceArt(betza, royal); !art.isEmpty())
            piece.insert(QStringLiteral("art"), art);
        if (old >= 0)
            removePieceAt(old);
        if (const int sameLetter = m_draft.pieceIndex(letter); sameLetter >= 0)
            removePieceAt(sameLetter);
        const int index = m_draft.addPiece(piece);
        m_types.insert(m_draft.piece(index).value(QStringLiteral("id")).toString(), type);
        m_newPieces = true;
    }

    void removePieceAt(int index)
    {
        const QString id = m_draft.piece(index).value(QStringLiteral("id")).toString();
        m_types.remove(id);
        m_draft.removePiece(index);
        // a promoted form of it goes with it
        for (int i = m_draft.pieceCount() - 1; i >= 0; --i)
            if (m_draft.piece(i).value(QStringLiteral("demotesTo")).toString() == id)
                removePieceAt(i);
        m_removedIds << id;
        scrubReferences();
    }

    // Lists that name removed pieces lose them (promotions, castling partners ...).
    void scrubReferences()
    {
        auto scrub = [this](QJsonArray list) {
            QJsonArray out;
            for (const QJsonValue& v : list)
                if (!m_removedIds.contains(v.toString()))
                    out.append(v);
            return out;
        };
        for (int i = 0; i < m_draft.pieceCount(); ++i) {
            QJsonObject p = m_draft.piece(i);
            QJsonObject promo = p.value(QStringLiteral("promotion")).toObject();
            if (!promo.isEmpty()) {
                const QJsonArray to = scrub(promo.value(QStringLiteral("to")).toArray());
                if (to.isEmpty())
                    p.remove(QStringLiteral("promotion"));
                else {
                    promo.insert(QStringLiteral("to"), to);
                    p.insert(QStringLiteral("promotion"), promo);
                }
            }
            for (const char* key : {"cannotHopOver", "cannotCapture"})
                if (p.contains(QLatin1String(key)))
                    p.insert(QLatin1String(key), scrub(p.value(QLatin1String(key)).toArray()));
            m_draft.setPiece(i, p);
        }
        const QJsonValue partners = m_draft.rule(QStringLiteral("castling.partners"));
        if (partners.isArray())
            m_draft.setRule(QStringLiteral("castling.partners"), scrub(partners.toArray()));
        const QJsonValue lions = m_draft.rule(QStringLiteral("lionTrading.lions"));
        if (lions.isArray())
            m_draft.setRule(QStringLiteral("lionTrading.lions"), scrub(lions.toArray()));
    }

    QJsonObject pieceAt(int i) const { return m_draft.piece(i); }
    QString idAt(int i) const { return m_draft.piece(i).value(QStringLiteral("id")).toString(); }

    // -- pawns and promotion

    QStringList pawnIds(const char* specificKey)
    {
        if (const IniEntry* e = entry(specificKey))
            return piecesOf(*e);
        if (const IniEntry* e = entry("pawnTypes"))
            return piecesOf(*e);
        QStringList ids;
        for (int i : piecesOfType(QStringLiteral("pawn")))
            ids << idAt(i);
        return ids;
    }

    void applyPawnFlags()
    {
        const bool given = m_entries.contains(QStringLiteral("nmoveruletypes"))
            || m_entries.contains(QStringLiteral("pawntypes"));
        if (!m_template && !given && !m_newPieces)
            return;
        noteColourSplit("nMoveRuleTypesWhite", "nMoveRuleTypesBlack");
        const QStringList ids = pawnIds("nMoveRuleTypes");
        for (int i = 0; i < m_draft.pieceCount(); ++i) {
            QJsonObject p = pieceAt(i);
            if (ids.contains(idAt(i)))
                p.insert(QStringLiteral("pawn"), true);
            else
                p.remove(QStringLiteral("pawn"));
            m_draft.setPiece(i, p);
        }
    }

    void noteColourSplit(const char* white, const char* black)
    {
        for (const char* key : {white, black})
            if (const IniEntry* e = entry(key))
                m_notes.add(e->line,
                    QStringLiteral("%1: a setting for one side only cannot be expressed; the "
                                   "setting for both sides is used")
                        .arg(e->key));
    }

    void promotionZone(QStringList* white, QStringList* black)
    {
        const IniEntry* w = entry("promotionRegionWhite");
        const IniEntry* b = entry("promotionRegionBlack");
        *white = w ? squaresOf(*w) : m_draft.rankSquares(8);
        *black = b ? squaresOf(*b) : m_draft.rankSquares(1);
        m_zoneGiven = w || b;
    }

    QString zoneRegion()
    {
        if (!m_zoneName.isEmpty())
            return m_zoneName;
        QStringList white, black;
        promotionZone(&white, &black);
        if (!m_zoneGiven && !m_template) {
            for (int i = 0; i < m_draft.pieceCount(); ++i) // the parent's own zone
                if (const QString z = pieceAt(i)
                        .value(QStringLiteral("promotion"))
                        .toObject()
                        .value(QStringLiteral("zone"))
                        .toString();
                    !z.isEmpty())
                    return m_zoneName = z;
        }
        m_draft.setRegion(QStringLiteral("promotionZone"), white, black);
        m_zoneWhite = white;
        m_zoneBlack = black;
        return m_zoneName = QStringLiteral("promotionZone");
    }

    void applyPawnPromotion()
    {
        static const char* keys[] = {"promotionRegionWhite", "promotionRegionBlack",
            "promotionPieceTypes", "promotionPawnTypes", "pawnTypes", "mandatoryPawnPromotion"};
        bool given = false;
        for (const char* k : keys)
            given = given || m_entries.contains(QString::fromLatin1(k).toLower());
        if (!m_template && !given && !m_newPieces)
            return;
        noteColourSplit("promotionPieceTypesWhite", "promotionPieceTypesBlack");
        noteColourSplit("promotionPawnTypesWhite", "promotionPawnTypesBlack");
        const QStringList pawns = pawnIds("promotionPawnTypes");
        if (pawns.isEmpty()) {
            entry("promotionPieceTypes");
            entry("mandatoryPawnPromotion");
            return;
        }
        QStringList to;
        if (const IniEntry* e = entry("promotionPieceTypes"))
            to = piecesOf(*e);
        else if (m_template)
            for (const char* type : {"queen", "rook", "bishop", "knight"})
                if (const int i = pieceOfType(QLatin1String(type)); i >= 0)
                    to << idAt(i);
        const std::optional<bool> mandatory = boolValue("mandatoryPawnPromotion");
        const QString zone = zoneRegion();
        for (const QString& id : pawns) {
            const int i = m_draft.pieceIndexById(id);
            QJsonObject p = pieceAt(i);
            QJsonObject promo = p.value(QStringLiteral("promotion")).toObject();
            QJsonArray targets;
            for (const QString& t : to)
                if (t != id)
                    targets.append(t);
            if (m_entries.contains(QStringLiteral("promotionpiecetypes")) || m_template
                || promo.isEmpty())
                promo.insert(QStringLiteral("to"), targets);
            promo.insert(QStringLiteral("zone"), zone);
            promo.insert(QStringLiteral("mandatory"),
                mandatory.value_or(promo.value(QStringLiteral("mandatory")).toBool(true)));
            if (promo.value(QStringLiteral("to")).toArray().isEmpty() || regionIsEmpty(zone))
                p.remove(QStringLiteral("promotion"));
            else
                p.insert(QStringLiteral("promotion"), promo);
            m_draft.setPiece(i, p);
        }
    }

    bool regionIsEmpty(const QString& name) const
    {
        const QJsonValue r = m_draft.json().value(QStringLiteral("regions")).toObject().value(name);
        return r.isObject() && r.toObject().value(QStringLiteral("first")).toArray().isEmpty()
            && r.toObject().value(QStringLiteral("second")).toArray().isEmpty();
    }

    void applyPiecePromotion()
    {
        const IniEntry* e = entry("promotedPieceType");
        const std::optional<bool> mandatory = boolValue("mandatoryPiecePromotion");
        if (!e) {
            if (mandatory && !m_template)
                for (int i = 0; i < m_draft.pieceCount(); ++i)
                    if (QJsonObject p = pieceAt(i); p.value(QStringLiteral("promotion"))
                                                        .toObject()
                                                        .value(QStringLiteral("trigger"))
                                                        .toString()
                        == u"startsOrEndsInZone") {
                        QJsonObject promo = p.value(QStringLiteral("promotion")).toObject();
                        promo.insert(QStringLiteral("mandatory"), *mandatory);
                        p.insert(QStringLiteral("promotion"), promo);
                        m_draft.setPiece(i, p);
                    }
            return;
        }
        const QString zone = zoneRegion();
        for (const QString& pair : e->value.split(u' ', Qt::SkipEmptyParts)) {
            const QString from = pair.section(u':', 0, 0), to = pair.section(u':', 1);
            const int fromIndex = from.size() == 1 ? m_draft.pieceIndex(from) : -1;
            const int toIndex = to.size() == 1 ? m_draft.pieceIndex(to) : -1;
            if (fromIndex < 0 || toIndex < 0) {
                m_notes.add(e->line,
                    QStringLiteral("%1: '%2' does not name two pieces by their letters; left out")
                        .arg(e->key, pair));
                continue;
            }
            addPromotedForm(fromIndex, toIndex, zone, mandatory.value_or(false));
        }
    }

    void addPromotedForm(int fromIndex, int toIndex, const QString& zone, bool mandatory)
    {
        QJsonObject from = pieceAt(fromIndex);
        const QJsonObject target = pieceAt(toIndex);
        const QString letter
            = QStringLiteral("+") + from.value(QStringLiteral("letter")).toString();
        if (const int old = m_draft.pieceIndex(letter); old >= 0)
            removePieceAt(old);
        const QString fromId = from.value(QStringLiteral("id")).toString();
        QJsonObject promoted{{QStringLiteral("id"), QStringLiteral("promoted-") + fromId},
            {QStringLiteral("name"),
                QStringLiteral("Promoted ") + from.value(QStringLiteral("name")).toString(fromId)},
            {QStringLiteral("letter"), letter}, {QStringLiteral("demotesTo"), fromId}};
        if (target.contains(QStringLiteral("betza")))
            promoted.insert(QStringLiteral("betza"), target.value(QStringLiteral("betza")));
        if (target.contains(QStringLiteral("art")))
            promoted.insert(QStringLiteral("art"), target.value(QStringLiteral("art")));
        const int index = m_draft.addPiece(promoted);
        const int fromNow = m_draft.pieceIndexById(fromId);
        from = pieceAt(fromNow);
        from.insert(QStringLiteral("promotion"),
            QJsonObject{{QStringLiteral("to"), QJsonArray{idAt(index)}},
                {QStringLiteral("zone"), zone},
                {QStringLiteral("trigger"), QStringLiteral("startsOrEndsInZone")},
                {QStringLiteral("mandatory"), mandatory}});
        m_draft.setPiece(fromNow, from);
    }

    void applyPromotionLimit()
    {
        const IniEntry* e = entry("promotionLimit");
        if (!e)
            return;
        for (const QString& pair : e->value.split(u' ', Qt::SkipEmptyParts)) {
            const int i = m_draft.pieceIndex(pair.section(u':', 0, 0));
            bool ok = false;
            const int n = pair.section(u':', 1).toInt(&ok);
            if (i < 0 || !ok || n < 1 || n > 1296) {
                m_notes.add(e->line,
                    QStringLiteral(
                        "%1: '%2' is not a piece letter and a count from 1 to 1296; left out")
                        .arg(e->key, pair));
                continue;
            }
            QJsonObject p = pieceAt(i);
            p.insert(QStringLiteral("maxCount"), n);
            m_draft.setPiece(i, p);
        }
    }

    void applyDoubleStep()
    {
        const std::optional<bool> doubleStep = boolValue("doubleStep");
        if (doubleStep || m_template || m_newPieces)
            for (int i : piecesOfType(QStringLiteral("pawn"))) {
                QJsonObject p = pieceAt(i);
                const bool twice = doubleStep.value_or(
                    m_template || p.value(QStringLiteral("betza")).toString().contains(u"ifmnD"));
                p.insert(QStringLiteral("betza"),
                    twice ? QStringLiteral("fmWfceFifmnD") : QStringLiteral("fmWfceF"));
                m_draft.setPiece(i, p);
            }
        applyDoubleStepRegion();
    }

    // doubleStepRegionWhite/Black: the pawns' initialRegion, unless it is the ranks they start
    // on (where they step twice without one). A side not given keeps its start ranks.
    void applyDoubleStepRegion()
    {
        const IniEntry* white = entry("doubleStepRegionWhite");
        const IniEntry* black = entry("doubleStepRegionBlack");
        QStringList whiteSquares = white ? squaresOf(*white) : pawnStartRanks(true);
        QStringList blackSquares = black ? squaresOf(*black) : pawnStartRanks(false);
        if (sameSet(whiteSquares, pawnStartRanks(true))
            && sameSet(blackSquares, pawnStartRanks(false)))
            return;
        m_draft.setRegion(QStringLiteral("doubleStep"), whiteSquares, blackSquares);
        setOnPawns(QStringLiteral("initialRegion"), QStringLiteral("doubleStep"));
    }

    // Sets `key` on the pieces of Fairy-Stockfish's pawn type that step twice.
    void setOnPawns(const QString& key, const QString& value)
    {
        for (int i : piecesOfType(QStringLiteral("pawn"))) {
            QJsonObject p = pieceAt(i);
            if (!p.value(QStringLiteral("betza")).toString().contains(u"ifmnD"))
                continue;
            p.insert(key, value);
            m_draft.setPiece(i, p);
        }
    }

    static bool sameSet(QStringList a, QStringList b)
    {
        a.sort();
        b.sort();
        return a == b;
    }

    // The whole ranks on which the pawns of one side stand in the start position.
    QStringList pawnStartRanks(bool white)
    {
        const IniEntry* fen = find("startfen");
        const QString board = fen ? fen->value.section(u' ', 0, 0).section(u'[', 0, 0)
                                  : m_draft.json()
                                        .value(QStringLiteral("start"))
                                        .toString()
                                        .section(u' ', 0, 0)
                                        .section(u'[', 0, 0);
        QStringList letters;
        for (int i : piecesOfType(QStringLiteral("pawn")))
            letters << pieceAt(i).value(QStringLiteral("letter")).toString();
        QSet<int> ranks;
        const QStringList rows = board.split(u'/');
        for (qsizetype row = 0; row < rows.size(); ++row)
            for (const QChar c : rows[row])
                if (c.isLetter() && letters.contains(QString(c.toUpper())) && c.isUpper() == white)
                    ranks.insert(int(rows.size() - row));
        QStringList out;
        for (int r : ranks)
            out << m_draft.rankSquares(r);
        return out;
    }

    void applySoldier()
    {
        const auto rank = intValue("soldierPromotionRank", 1, 10);
        if (!rank || *rank <= 1)
            return;
        QStringList white, black;
        for (int r = *rank; r <= m_draft.ranks(); ++r)
            white << m_draft.rankSquares(r);
        for (int r = 1; r <= m_draft.ranks() + 1 - *rank; ++r)
            black << m_draft.rankSquares(r);
        m_draft.setRegion(QStringLiteral("soldierSideways"), white, black);
        for (int i : piecesOfType(QStringLiteral("soldier"))) {
            QJsonObject p = pieceAt(i);
            p.insert(QStringLiteral("betza"), QStringLiteral("fW"));
            p.insert(QStringLiteral("regionMoves"),
                QJsonArray{
                    QJsonObject{{QStringLiteral("region"), QStringLiteral("soldierSideways")},
                        {QStringLiteral("betza"), QStringLiteral("sW")}}});
            m_draft.setPiece(i, p);
        }
    }

    void applyCastling()
    {
        const std::optional<bool> castling = boolValue("castling");
        const IniEntry* rooks = entry("castlingRookPieces");
        const IniEntry* kingPiece = entry("castlingKingPiece");
        const std::optional<int> kingside = fileValue("castlingKingsideFile");
        const std::optional<int> queenside = fileValue("castlingQueensideFile");
        const std::optional<bool> chess960 = boolValue("chess960");
        if (!m_template && !castling && !rooks && !kingside && !queenside && !m_newPieces
            && !chess960)
            return;
        int king = kingPiece ? m_draft.pieceIndex(kingPiece->value)
                             : pieceOfType(QStringLiteral("king"));
        if (king < 0)
            king = pieceOfType(QStringLiteral("king"));
        QStringList partners;
        if (rooks)
            partners = piecesOf(*rooks);
        else if (const QJsonValue old = m_draft.rule(QStringLiteral("castling.partners"));
            !m_template && old.isArray() && !old.toArray().isEmpty())
            for (const QJsonValue& v : old.toArray())
                partners << v.toString();
        else if (const int rook = pieceOfType(QStringLiteral("rook")); rook >= 0)
            partners << idAt(rook);
        const bool on
            = castling.value_or(m_template || m_parentCastles) && king >= 0 && !partners.isEmpty();
        for (int i = 0; i < m_draft.pieceCount(); ++i) { // only the king castles
            QJsonObject p = pieceAt(i);
            QString betza = withoutCastling(p.value(QStringLiteral("betza")).toString());
            if (i == king && on)
                betza += QStringLiteral("isO2");
            if (betza.isEmpty())
                p.remove(QStringLiteral("betza"));
            else
                p.insert(QStringLiteral("betza"), betza);
            m_draft.setPiece(i, p);
        }
        QJsonObject rules = m_draft.json().value(QStringLiteral("rules")).toObject();
        QJsonObject c = rules.value(QStringLiteral("castling")).toObject();
        c.insert(
            QStringLiteral("partners"), on ? QJsonArray::fromStringList(partners) : QJsonArray());
        const QJsonArray oldFiles = c.value(QStringLiteral("kingFiles")).toArray();
        const QString left = queenside         ? DraftPreset::squareName(*queenside, 0).chopped(1)
            : oldFiles.isEmpty() || m_template ? QStringLiteral("c")
                                               : oldFiles[0].toString();
        const QString right = kingside         ? DraftPreset::squareName(*kingside, 0).chopped(1)
            : oldFiles.isEmpty() || m_template ? QStringLiteral("g")
                                               : oldFiles[1].toString();
        if (on)
            c.insert(QStringLiteral("kingFiles"), QJsonArray{left, right});
        else
            c.remove(QStringLiteral("kingFiles"));
        if (chess960)
            c.insert(QStringLiteral("notation"),
                *chess960 ? QStringLiteral("kingTakesPartner") : QStringLiteral("kingToSquare"));
        rules.insert(QStringLiteral("castling"), c);
        m_draft.json().insert(QStringLiteral("rules"), rules);
    }

    static QString withoutCastling(const QString& betza)
    {
        QString out;
        for (const QString& c : betzaComponents(betza))
            if (!c.contains(u'O'))
                out += c;
        return out;
    }

    void applyMobility()
    {
        QMap<int, std::pair<const IniEntry*, const IniEntry*>> byPiece; // index -> white, black
        for (const IniEntry& e : m_entries) {
            const QString key = e.key.toLower();
            if (!key.startsWith(u"mobilityregion"))
                continue;
            m_used.insert(key);
            const bool white = key.mid(14).startsWith(u"white");
            const bool black = key.mid(14).startsWith(u"black");
            const int i = (white || black) ? pieceOfType(key.mid(19)) : -1;
            if (i < 0) {
                m_notes.add(e.line,
                    QStringLiteral("%1: names no piece type of the variant; left out").arg(e.key));
                continue;
            }
            (white ? byPiece[i].first : byPiece[i].second) = &e;
        }
        for (auto it = byPiece.cbegin(); it != byPiece.cend(); ++it) {
            const QString name = QStringLiteral("mobility-") + idAt(it.key());
            m_draft.setRegion(name, it->first ? squaresOf(*it->first) : m_draft.allSquares(),
                it->second ? squaresOf(*it->second) : m_draft.allSquares());
            QJsonObject p = pieceAt(it.key());
            p.insert(QStringLiteral("region"), name);
            m_draft.setPiece(it.key(), p);
        }
    }

    // -- drops

    void applyDrops()
    {
        const std::optional<bool> drops = boolValue("pieceDrops");
        const std::optional<bool> toHand = boolValue("capturesToHand");
        const std::optional<bool> loop = boolValue("dropLoop");
        if (drops)
            m_draft.setRule(QStringLiteral("hands"), *drops);
        const bool hands = m_draft.rule(QStringLiteral("hands")).toBool();
        if (toHand || (m_template && drops))
            m_draft.setRule(QStringLiteral("capturesToHand"), toHand.value_or(false));
        if (loop || (m_template && hands))
            m_draft.setRule(QStringLiteral("promotedPiecesDemote"),
                !loop.value_or(false) && m_draft.rule(QStringLiteral("capturesToHand")).toBool());
        if (const auto checks = boolValue("dropChecks"))
            m_draft.setRule(QStringLiteral("dropChecks"), *checks);
        if (const auto immobility = boolValue("immobilityIllegal"))
            m_draft.setRule(QStringLiteral("immobilityIllegal"), *immobility);
        applyDropRegions(hands, drops.has_value());
        applyNoDoubled();
        if (const auto mate = boolValue("shogiPawnDropMateIllegal"))
            for (int i :
                piecesOfType(QStringLiteral("shogiPawn")) + piecesOfType(QStringLiteral("pawn")))
                setDropKey(i, QStringLiteral("noMate"), *mate);
    }

    void setDropKey(int index, const QString& key, const QJsonValue& value)
    {
        QJsonObject p = pieceAt(index);
        QJsonObject drop = p.value(QStringLiteral("drop")).toObject();
        if (value.isUndefined())
            drop.remove(key);
        else
            drop.insert(key, value);
        if (drop.isEmpty())
            p.remove(QStringLiteral("drop"));
        else
            p.insert(QStringLiteral("drop"), drop);
        m_draft.setPiece(index, p);
    }

    void applyDropRegions(bool hands, bool dropsGiven)
    {
        const IniEntry* white = entry("whiteDropRegion");
        const IniEntry* black = entry("blackDropRegion");
        const auto firstRank = boolValue("firstRankPawnDrops");
        const auto inZone = boolValue("promotionZonePawnDrops");
        if (!hands || (!m_template && !dropsGiven && !white && !black && !firstRank && !inZone))
            return;
        const QStringList whiteSquares = white ? squaresOf(*white) : m_draft.allSquares();
        const QStringList blackSquares = black ? squaresOf(*black) : m_draft.allSquares();
        if (white || black)
            m_draft.setRegion(QStringLiteral("dropZone"), whiteSquares, blackSquares);
        QStringList pawnWhite = whiteSquares, pawnBlack = blackSquares;
        if (!firstRank.value_or(false)) {
            for (const QString& s : m_draft.rankSquares(1))
                pawnWhite.removeAll(s);
            for (const QString& s : m_draft.rankSquares(m_draft.ranks()))
                pawnBlack.removeAll(s);
        }
        if (!inZone.value_or(false)) {
            zoneRegion();
            QStringList zw = m_zoneWhite, zb = m_zoneBlack;
            if (zw.isEmpty() && zb.isEmpty())
                promotionZone(&zw, &zb);
            for (const QString& s : zw)
                pawnWhite.removeAll(s);
            for (const QString& s : zb)
                pawnBlack.removeAll(s);
        }
        const QStringList pawns = pawnIds("promotionPawnTypes");
        if (!pawns.isEmpty())
            m_draft.setRegion(QStringLiteral("pawnDrops"), pawnWhite, pawnBlack);
        for (int i = 0; i < m_draft.pieceCount(); ++i) {
            if (pawns.contains(idAt(i)))
                setDropKey(i, QStringLiteral("region"), QStringLiteral("pawnDrops"));
            else if (white || black)
                setDropKey(i, QStringLiteral("region"), QStringLiteral("dropZone"));
        }
    }

    void applyNoDoubled()
    {
        const IniEntry* e = entry("dropNoDoubled");
        const auto count = intValue("dropNoDoubledCount", 0, 36);
        if (!e || e->value == u"-")
            return;
        const int i = m_draft.pieceIndex(e->value);
        if (i < 0) {
            m_notes.add(
                e->line, QStringLiteral("%1: no piece has the letter '%2'").arg(e->key, e->value));
            return;
        }
        if (count && *count == 0) {
            m_notes.add(e->line,
                QStringLiteral("dropNoDoubledCount: 0 (no drop on a file with any piece of the "
                               "type) cannot be expressed; read as 1"));
        }
        setDropKey(i, QStringLiteral("maxPerFile"), std::max(1, count.value_or(1)));
    }

    // -- rules

    void applyRules()
    {
        if (const auto v = resultValue("stalemateValue"))
            m_draft.setRule(QStringLiteral("stalemate"), *v);
        if (const auto n = intValue("nMoveRule", 0, 5000))
            m_draft.setRule(QStringLiteral("moveCountLimit"), *n * 2);
        if (const auto n = intValue("nFoldRule", 0, 1000)) {
            if (*n == 1)
                m_notes.add(m_entries.value(QStringLiteral("nfoldrule")).line,
                    QStringLiteral("nFoldRule: 1 cannot be expressed (the first occurrence would "
                                   "end the game); left at 3"));
            else
                m_draft.setRule(QStringLiteral("repetition.count"), *n);
        }
        if (const auto v = resultValue("nFoldValue"))
            m_draft.setRule(QStringLiteral("repetition.result"), *v);
        if (const auto v = boolValue("perpetualCheckIllegal"))
            m_draft.setRule(QStringLiteral("repetition.perpetualCheckLoses"), *v);
        if (const auto v = boolValue("flyingGeneral"))
            m_draft.setRule(QStringLiteral("kingsMayNotFace"), *v);
        if (const auto v = boolValue("bikjangRule"))
            m_draft.setRule(QStringLiteral("bikjang"), *v);
        if (const auto v = boolValue("pass")) {
            m_draft.setRule(QStringLiteral("pass"), *v);
            m_draft.setRule(QStringLiteral("doublePassEnds"), *v);
        }
        applyFlag();
    }

    void applyFlag()
    {
        const IniEntry* piece = entry("flagPiece");
        QList<const IniEntry*> regions;
        for (const char* key : {"flagRegion", "flagRegionWhite", "flagRegionBlack",
                 "flagPieceWhite", "flagPieceBlack"})
            if (const IniEntry* e = entry(key))
                regions << e;
        if (!piece && regions.isEmpty())
            return;
        const int king = pieceOfType(QStringLiteral("king"));
        const bool royalFlag = piece && king >= 0 && m_draft.pieceIndex(piece->value) == king;
        const IniEntry* both = find("flagregion");
        const IniEntry* white = find("flagregionwhite") ? find("flagregionwhite") : both;
        const IniEntry* black = find("flagregionblack") ? find("flagregionblack") : both;
        if (!royalFlag || !white || !black || m_entries.contains(QStringLiteral("flagpiecewhite"))
            || m_entries.contains(QStringLiteral("flagpieceblack"))) {
            const IniEntry* at = piece ? piece : regions.first();
            m_notes.add(at->line,
                QStringLiteral("flagPiece/flagRegion: a goal region for a piece other than the "
                               "king, or for one side only, cannot be expressed; left out"));
            return;
        }
        m_draft.setRegion(QStringLiteral("flag"), squaresOf(*white), squaresOf(*black));
        m_draft.setRule(QStringLiteral("flagRegion"), QStringLiteral("flag"));
    }

    // -- goals (engine/goals.h)

    void applyGoals()
    {
        if (const auto v = boolValue("checking"))
            m_draft.setRule(QStringLiteral("checking"), *v);
        if (const auto v = boolValue("mustCapture"))
            m_draft.setRule(QStringLiteral("mustCapture"), *v);
        if (const auto v = resultValue("checkmateValue"))
            m_draft.setRule(QStringLiteral("checkmate"), *v);
        if (const auto v = boolValue("flagMove"))
            m_draft.setRule(QStringLiteral("flagReply"), *v);
        applyExtinction();
        if (const IniEntry* e = entry("enPassantRegion")) {
            const QStringList squares = squaresOf(*e); // the same target squares for both sides
            m_draft.setRegion(QStringLiteral("enPassant"), squares, squares);
            setOnPawns(QStringLiteral("enPassantRegion"), QStringLiteral("enPassant"));
        }
    }

    // extinctionValue, extinctionPieceTypes and extinctionPieceCount over the parent's
    // rules.extinction; "none" turns it off. The claim, opponent-count and pseudo-royal forms
    // cannot be expressed: with one of them the rule is left out.
    void applyExtinction()
    {
        const IniEntry* value = entry("extinctionValue");
        const IniEntry* types = entry("extinctionPieceTypes");
        const auto limit = intValue("extinctionPieceCount", 0, 1296);
        if (!value && !types && !limit)
            return;
        QJsonObject x = m_draft.rule(QStringLiteral("extinction")).toObject();
        if (value && value->value == u"none") {
            x = {};
        } else if (value) {
            if (const auto result = resultValue("extinctionValue"))
                x.insert(QStringLiteral("result"), *result);
            else
                x = {};
        }
        if (types)
            x.insert(QStringLiteral("pieces"), extinctionPieces(*types));
        if (limit)
            x.insert(QStringLiteral("limit"), *limit);
        const bool on = value ? value->value != u"none" && x.contains(QStringLiteral("result"))
                              : m_draft.rule(QStringLiteral("extinction")).isObject();
        for (const char* key :
            {"extinctionClaim", "extinctionPseudoRoyal", "extinctionOpponentPieceCount"})
            if (const IniEntry* e = entry(key);
                e && on && e->value != u"false" && e->value != u"0") {
                m_notes.add(e->line,
                    QStringLiteral("%1 = %2: cannot be expressed in a preset; the extinction rule "
                                   "is left out")
                        .arg(e->key, e->value));
                x = {};
            }
        if (on && !x.value(QStringLiteral("pieces")).toArray().isEmpty())
            m_draft.setRule(QStringLiteral("extinction"), x);
        else
            removeRule(QStringLiteral("extinction"));
    }

    // A [PieceSet] for extinction: '*' is the whole army counted together.
    QJsonArray extinctionPieces(const IniEntry& e)
    {
        QJsonArray out;
        if (e.value.contains(u'*'))
            out.append(QStringLiteral("*"));
        IniEntry letters = e;
        letters.value.remove(u'*');
        for (const QString& id : piecesOf(letters))
            out.append(id);
        return out;
    }

    void removeRule(const QString& key)
    {
        QJsonObject rules = m_draft.json().value(QStringLiteral("rules")).toObject();
        rules.remove(key);
        m_draft.json().insert(QStringLiteral("rules"), rules);
    }

    // checkCounting: n-check with the counts of the start FEN's "W+B" field; a FEN without one
    // gives each side one check to give, as Fairy-Stockfish reads it.
    void applyCheckCounting()
    {
        const std::optional<bool> counting = boolValue("checkCounting");
        const int parentLimit = m_draft.rule(QStringLiteral("checkLimit")).toInt(0);
        if (!counting.value_or(parentLimit > 0)) {
            if (counting)
                removeRule(QStringLiteral("checkLimit"));
            return;
        }
        static const QRegularExpression toGive(QStringLiteral("^(\\d+)\\+(\\d+)$"));
        const QStringList fields = m_draft.json()
                                       .value(QStringLiteral("start"))
                                       .toString()
                                       .split(u' ', Qt::SkipEmptyParts);
        int limit = parentLimit > 0 && !find("startfen") ? parentLimit : 1;
        if (const QRegularExpressionMatch m
            = toGive.match(fields.size() > 4 ? fields[4] : QString());
            m.hasMatch())
            limit = std::max({1, m.captured(1).toInt(), m.captured(2).toInt()});
        m_draft.setRule(QStringLiteral("checkLimit"), std::min(limit, 99));
    }

    void applyStart()
    {
        if (const IniEntry* e = entry("startFen")) {
            m_draft.json().insert(QStringLiteral("start"), e->value);
            const QStringList walls = wallSquares(e->value);
            QJsonObject board = m_draft.json().value(QStringLiteral("board")).toObject();
            if (walls.isEmpty())
                board.remove(QStringLiteral("removed"));
            else
                board.insert(QStringLiteral("removed"), QJsonArray::fromStringList(walls));
            m_draft.json().insert(QStringLiteral("board"), board);
        } else if (m_template)
            m_draft.json().insert(QStringLiteral("start"),
                QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    }

    // The wall squares ('*') of a FEN's board: squares cut out of the board.
    QStringList wallSquares(const QString& fen) const
    {
        QStringList out;
        DraftPreset::forEachFenSymbol(fen, m_draft.ranks(), [&](int file, int rank, QChar c, bool) {
            if (c == u'*' && rank >= 0 && file < m_draft.files())
                out << DraftPreset::squareName(file, rank);
        });
        return out;
    }

    void reportRest()
    {
        QList<IniEntry> byLine = m_entries.values();
        std::sort(byLine.begin(), byLine.end(),
            [](const IniEntry& a, const IniEntry& b) { return a.line < b.line; });
        for (const IniEntry& e : byLine) {
            const QString key = e.key.toLower();
            if (m_used.contains(key))
                continue;
            if (isDisplayOnlyKey(key) || key == u"varianttemplate")
                m_notes.add(e.line,
                    QStringLiteral(
                        "%1: only for XBoard's display or the engine's evaluation; not imported")
                        .arg(e.key));
            else if (const auto it = inexpressibleKeys().constFind(key);
                it != inexpressibleKeys().constEnd()) {
                if (e.value.compare(*it, Qt::CaseInsensitive) != 0)
                    m_notes.add(e.line,
                        QStringLiteral("%1 = %2: cannot be expressed in a preset; left out")
                            .arg(e.key, e.value));
            } else {
                m_notes.add(e.line,
                    QStringLiteral("%1: not a Fairy-Stockfish option this importer knows; left out")
                        .arg(e.key));
            }
        }
    }

    DraftPreset m_draft;
    bool m_template;
    const Entries& m_entries;
    const NoteSink& m_notes;
    QHash<QString, QString> m_types; // piece id -> Fairy-Stockfish piece type
    QSet<QString> m_used;
    QStringList m_removedIds;
    bool m_newPieces = false;
    bool m_parentCastles = false;
    bool m_zoneGiven = false;
    QString m_zoneName;
    QStringList m_zoneWhite, m_zoneBlack;
};

// The entries of `section` with those of its parents in the file; `root` receives the first
// parent that is not a section of the file (a built-in variant), empty for none.
bool collectEntries(const QList<IniSection>& sections, const IniSection& section, Entries* entries,
    QString* root, const NoteSink& notes)
{
    QList<const IniSection*> chain{&section};
    QSet<QString> seen{section.name};
    while (!chain.last()->parent.isEmpty()) {
        const QString parent = chain.last()->parent;
        const IniSection* found = nullptr;
        for (const IniSection& s : sections)
            if (s.name == parent && &s != chain.last() && !found)
                found = &s;
        if (!found)
            break;
        if (seen.contains(parent)) {
            notes.add(section.line,
                QStringLiteral("[%1] not imported: its parents form a loop through '%2'")
                    .arg(section.name, parent));
            return false;
        }
        seen.insert(parent);
        chain << found;
    }
    *root = chain.last()->parent;
    for (qsizetype i = chain.size() - 1; i >= 0; --i)
        for (const IniEntry& e : chain[i]->entries)
            entries->insert(e.key.toLower(), e);
    return true;
}

void importSection(const QList<IniSection>& sections, const IniSection& section,
    const PresetRegistry& registry, const NoteSink& notes, ImportResult* result)
{
    Entries entries;
    QString root;
    if (!collectEntries(sections, section, &entries, &root, notes))
        return;
    std::optional<DraftPreset> draft;
    if (root.isEmpty() || root.compare(u"fairy", Qt::CaseInsensitive) == 0) {
        draft.emplace(section.name);
    } else {
        const QString id = presetIdForVariantName(root, &registry);
        if (id.isEmpty()) {
            notes.add(section.line,
                fsfBuiltinVariants().contains(root, Qt::CaseInsensitive)
                    ? QStringLiteral("[%1] not imported: Fairy-Stockfish's built-in variant '%2' "
                                     "has no preset here to start from")
                          .arg(section.name, root)
                    : QStringLiteral("[%1] not imported: no section or built-in variant '%2'")
                          .arg(section.name, root));
            return;
        }
        draft.emplace(section.name, registry.resolved(id));
    }
    FsfBuilder builder(*draft, !draft->json().contains(QStringLiteral("start")), entries, notes);
    const QJsonObject preset = builder.build();
    finishPreset(preset, section.name, section.line, notes, result);
}

} // namespace

ImportResult importFsf(const QString& text, const QString& file, const QString& section,
    const PresetRegistry& registry)
{
    ImportResult result;
    const NoteSink notes(file, &result.notes);
    QList<IniProblem> problems;
    const QList<IniSection> sections = readIniSections(text, &problems);
    for (const IniProblem& p : problems)
        notes.add(p.line, p.text);
    bool found = false;
    for (const IniSection& s : sections) {
        if (!section.isEmpty() && s.name != section)
            continue;
        found = true;
        importSection(sections, s, registry, notes, &result);
    }
    if (!found)
        notes.add(0,
            section.isEmpty() ? QStringLiteral("no [section] in the file")
                              : QStringLiteral("no section [%1] in the file").arg(section));
    return result;
}

} // namespace fb::io

// SPDX-License-Identifier: GPL-3.0-or-later
// FsfBuilder (fsfbuilder.h): the values of entries, the template, the board, the start
// position and the report of what was not used.
#include "fsfbuilder.h"

#include "fsfpieces.h"
#include "presetloader.h"
#include "variantnames.h"

#include <algorithm>

namespace fb::io::fsfimport {

// Keys whose rules the preset format cannot say yet, and their Fairy-Stockfish defaults: a key
// that is given its default says nothing, and is accepted.
const QHash<QString, QString>& inexpressibleKeys()
{
    static const QHash<QString, QString> keys = [] {
        QHash<QString, QString> k;
        for (const char* key : {"dropOnTop", "sittuyinRookDrop", "dropPromoted", "cambodianMoves",
                 "extinctionClaim", "extinctionPseudoRoyal", "dupleCheck", "flagPieceBlockedWin",
                 "blastOnCapture", "petrifyOnCapture", "piecePromotionOnCapture", "pieceDemotion",
                 "nFoldValueAbsolute", "moveRepetitionIllegal"})
            k.insert(QString::fromLatin1(key).toLower(), QStringLiteral("false"));
        for (const char* key : {"chasingRule", "materialCounting"})
            k.insert(QString::fromLatin1(key).toLower(), QStringLiteral("none"));
        for (const char* key : {"extinctionOpponentPieceCount", "connectN"})
            k.insert(QString::fromLatin1(key).toLower(), QStringLiteral("0"));
        for (const char* key : {"connectVertical", "connectHorizontal", "connectDiagonal"})
            k.insert(QString::fromLatin1(key).toLower(), QStringLiteral("true"));
        for (const char* key : {"blastImmuneTypes", "mutuallyImmuneTypes", "diagonalLines",
                 "tripleStepRegionWhite", "tripleStepRegionBlack", "enPassantTypes",
                 "enPassantTypesWhite", "enPassantTypesBlack", "castlingRank", "castlingKingFile",
                 "castlingRookKingsideFile", "castlingRookQueensideFile", "flagPieceCount"})
            k.insert(QString::fromLatin1(key).toLower(), QString());
        k.insert(QStringLiteral("flagpiececount"), QStringLiteral("1"));
        k.insert(QStringLiteral("castlingrank"), QStringLiteral("1"));
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

FsfBuilder::FsfBuilder(
    DraftPreset draft, bool fromTemplate, const Entries& entries, const NoteSink& notes)
    : m_draft(std::move(draft))
    , m_template(fromTemplate)
    , m_entries(entries)
    , m_notes(notes)
{
    if (!m_template)
        classifyParentPieces();
}

QJsonObject FsfBuilder::build()
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
    applyTurnRules();
    applyGoals();
    applyStart();
    applyCheckCounting();
    reportRest();
    return m_draft.json();
}

const IniEntry* FsfBuilder::find(const char* lowerKey) const
{
    auto it = m_entries.constFind(QLatin1String(lowerKey));
    return it == m_entries.constEnd() ? nullptr : &*it;
}

const IniEntry* FsfBuilder::entry(const char* key)
{
    const QString k = QString::fromLatin1(key).toLower();
    auto it = m_entries.constFind(k);
    if (it == m_entries.constEnd())
        return nullptr;
    m_used.insert(k);
    return &*it;
}

std::optional<bool> FsfBuilder::boolValue(const char* key)
{
    const IniEntry* e = entry(key);
    if (!e)
        return std::nullopt;
    if (e->value.compare(u"true", Qt::CaseInsensitive) == 0)
        return true;
    if (e->value.compare(u"false", Qt::CaseInsensitive) == 0)
        return false;
    m_notes.add(
        e->line, QStringLiteral("%1: '%2' is not true or false; ignored").arg(e->key, e->value));
    return std::nullopt;
}

std::optional<int> FsfBuilder::intValue(const char* key, int min, int max)
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

std::optional<int> FsfBuilder::fileOf(const QString& value)
{
    bool ok = false;
    const int n = value.toInt(&ok);
    if (ok && n >= 1 && n <= 36)
        return n - 1;
    if (value.size() == 1 && value[0].isLower())
        return value[0].unicode() - u'a';
    return std::nullopt;
}

std::optional<int> FsfBuilder::fileValue(const char* key)
{
    const IniEntry* e = entry(key);
    if (!e)
        return std::nullopt;
    if (const std::optional<int> file = fileOf(e->value))
        return file;
    m_notes.add(e->line, QStringLiteral("%1: '%2' is not a file; ignored").arg(e->key, e->value));
    return std::nullopt;
}

std::optional<QString> FsfBuilder::resultValue(const char* key)
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

QStringList FsfBuilder::squaresOf(const IniEntry& e)
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
            QStringLiteral("%1: '%2' is not a square of the board; left out").arg(e.key, token));
    }
    out.removeDuplicates();
    return out;
}

QStringList FsfBuilder::piecesOf(const IniEntry& e)
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
            m_notes.add(
                e.line, QStringLiteral("%1: no piece has the letter '%2'").arg(e.key, QString(c)));
        else
            ids << id;
    }
    ids.removeDuplicates();
    return ids;
}

void FsfBuilder::applyTemplate()
{
    m_draft.setRule(QStringLiteral("stalemate"), QStringLiteral("draw"));
    m_draft.setRule(QStringLiteral("repetition"),
        QJsonObject{
            {QStringLiteral("count"), 3}, {QStringLiteral("result"), QStringLiteral("draw")}});
    m_draft.setRule(QStringLiteral("moveCountLimit"), 100);
    m_draft.setRule(QStringLiteral("immobilityIllegal"), false);
}

void FsfBuilder::applyBoard()
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

void FsfBuilder::applyStart()
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

QStringList FsfBuilder::wallSquares(const QString& fen) const
{
    QStringList out;
    DraftPreset::forEachFenSymbol(fen, m_draft.ranks(), [&](int file, int rank, QChar c, bool) {
        if (c == u'*' && rank >= 0 && file < m_draft.files())
            out << DraftPreset::squareName(file, rank);
    });
    return out;
}

void FsfBuilder::reportRest()
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

} // namespace fb::io::fsfimport

// SPDX-License-Identifier: GPL-3.0-or-later
#include "draftpreset.h"

#include "betza.h"
#include "presetloader.h"

#include <QRegularExpression>

namespace fb::io {

namespace {

QString fileLabel(int file)
{
    if (file < 26)
        return QString(QChar(u'a' + file));
    return QString(QChar(u'a' + file / 26 - 1)) + QChar(u'a' + file % 26);
}

QJsonObject withPath(QJsonObject object, const QStringList& path, int at, const QJsonValue& value)
{
    if (at == path.size() - 1) {
        object.insert(path[at], value);
        return object;
    }
    object.insert(path[at], withPath(object.value(path[at]).toObject(), path, at + 1, value));
    return object;
}

} // namespace

DraftPreset::DraftPreset(const QString& name)
{
    m_json.insert(QStringLiteral("id"), presetIdFromName(name));
    m_json.insert(QStringLiteral("name"), name);
    m_json.insert(QStringLiteral("family"), QStringLiteral("chess"));
    m_json.insert(QStringLiteral("board"),
        QJsonObject{{QStringLiteral("files"), 8}, {QStringLiteral("ranks"), 8}});
    m_json.insert(QStringLiteral("pieces"), QJsonArray());
    m_json.insert(QStringLiteral("rules"), QJsonObject());
}

DraftPreset::DraftPreset(const QString& name, const QJsonObject& resolvedParent)
    : m_json(resolvedParent)
{
    for (const char* key : {"records", "profiles", "defaultRules", "storage", "abstract",
             "inherits", "description", "_doc"})
        m_json.remove(QLatin1String(key));
    m_json.insert(QStringLiteral("id"), presetIdFromName(name));
    m_json.insert(QStringLiteral("name"), name);
    QJsonArray pieces = m_json.value(QStringLiteral("pieces")).toArray();
    for (qsizetype i = 0; i < pieces.size(); ++i) { // names of other formats belong to the parent
        QJsonObject p = pieces[i].toObject();
        p.remove(QStringLiteral("records"));
        pieces[i] = p;
    }
    m_json.insert(QStringLiteral("pieces"), pieces);
}

int DraftPreset::files() const
{
    return m_json.value(QStringLiteral("board")).toObject().value(QStringLiteral("files")).toInt(8);
}

int DraftPreset::ranks() const
{
    return m_json.value(QStringLiteral("board")).toObject().value(QStringLiteral("ranks")).toInt(8);
}

void DraftPreset::setBoard(int files, int ranks)
{
    QJsonObject board = m_json.value(QStringLiteral("board")).toObject();
    board.insert(QStringLiteral("files"), files);
    board.insert(QStringLiteral("ranks"), ranks);
    board.remove(QStringLiteral("fileLabels"));
    board.remove(QStringLiteral("rankLabels"));
    m_json.insert(QStringLiteral("board"), board);
}

int DraftPreset::pieceCount() const
{
    return int(m_json.value(QStringLiteral("pieces")).toArray().size());
}

QJsonObject DraftPreset::piece(int index) const
{
    return m_json.value(QStringLiteral("pieces")).toArray().at(index).toObject();
}

int DraftPreset::pieceIndex(const QString& letter) const
{
    for (int i = 0; i < pieceCount(); ++i)
        if (piece(i).value(QStringLiteral("letter")).toString().compare(letter, Qt::CaseInsensitive)
            == 0)
            return i;
    return -1;
}

int DraftPreset::pieceIndexById(const QString& id) const
{
    for (int i = 0; i < pieceCount(); ++i)
        if (piece(i).value(QStringLiteral("id")).toString() == id)
            return i;
    return -1;
}

QString DraftPreset::pieceId(const QString& letter) const
{
    const int i = pieceIndex(letter);
    return i < 0 ? QString() : piece(i).value(QStringLiteral("id")).toString();
}

void DraftPreset::setPiece(int index, const QJsonObject& piece)
{
    QJsonArray pieces = m_json.value(QStringLiteral("pieces")).toArray();
    pieces[index] = piece;
    m_json.insert(QStringLiteral("pieces"), pieces);
}

int DraftPreset::addPiece(QJsonObject piece)
{
    const QString base = piece.value(QStringLiteral("id")).toString(QStringLiteral("piece"));
    QString id = base;
    for (int n = 2; pieceIndexById(id) >= 0; ++n)
        id = base + u'-' + QString::number(n);
    piece.insert(QStringLiteral("id"), id);
    QJsonArray pieces = m_json.value(QStringLiteral("pieces")).toArray();
    pieces.append(piece);
    m_json.insert(QStringLiteral("pieces"), pieces);
    return int(pieces.size() - 1);
}

void DraftPreset::removePiece(int index)
{
    QJsonArray pieces = m_json.value(QStringLiteral("pieces")).toArray();
    pieces.removeAt(index);
    m_json.insert(QStringLiteral("pieces"), pieces);
}

void DraftPreset::setRegion(
    const QString& name, const QStringList& first, const QStringList& second)
{
    QJsonObject regions = m_json.value(QStringLiteral("regions")).toObject();
    regions.insert(name,
        QJsonObject{{QStringLiteral("first"), QJsonArray::fromStringList(first)},
            {QStringLiteral("second"), QJsonArray::fromStringList(second)}});
    m_json.insert(QStringLiteral("regions"), regions);
}

void DraftPreset::setRule(const QString& path, const QJsonValue& value)
{
    m_json.insert(QStringLiteral("rules"),
        withPath(m_json.value(QStringLiteral("rules")).toObject(), path.split(u'.'), 0, value));
}

QJsonValue DraftPreset::rule(const QString& path) const
{
    QJsonValue v = m_json.value(QStringLiteral("rules"));
    for (const QString& key : path.split(u'.'))
        v = v.toObject().value(key);
    return v;
}

void DraftPreset::forEachFenSymbol(const QString& fen, int ranks,
    const std::function<void(int file, int rank, QChar symbol, bool promoted)>& visit)
{
    const QStringList rows = fen.section(u' ', 0, 0).section(u'[', 0, 0).split(u'/');
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const int rank = ranks - 1 - int(row);
        const QString& r = rows[row];
        int file = 0;
        for (qsizetype i = 0; i < r.size(); ++i) {
            if (r[i].isDigit()) {
                int n = r[i].digitValue();
                while (i + 1 < r.size() && r[i + 1].isDigit() && n < 100)
                    n = n * 10 + r[++i].digitValue();
                file += n;
            } else if (r[i].isLetter() || r[i] == u'*') {
                visit(file++, rank, r[i], i > 0 && r[i - 1] == u'+');
            }
        }
    }
}

QString DraftPreset::squareName(int file, int rank)
{
    return fileLabel(file) + QString::number(rank + 1);
}

std::optional<std::pair<int, int>> DraftPreset::parseSquare(const QString& name)
{
    static const QRegularExpression re(QStringLiteral("^([a-z]{1,2})([0-9]{1,2})$"));
    const auto m = re.match(name);
    if (!m.hasMatch())
        return std::nullopt;
    const QString f = m.captured(1);
    const int file = f.size() == 1 ? f[0].unicode() - u'a'
                                   : (f[0].unicode() - u'a' + 1) * 26 + f[1].unicode() - u'a';
    const int rank = m.captured(2).toInt() - 1;
    if (rank < 0)
        return std::nullopt;
    return std::make_pair(file, rank);
}

QStringList DraftPreset::allSquares() const
{
    QStringList out;
    for (int r = 0; r < ranks(); ++r)
        for (int f = 0; f < files(); ++f)
            out << squareName(f, r);
    return out;
}

QStringList DraftPreset::rankSquares(int rank) const
{
    QStringList out;
    if (rank >= 1 && rank <= ranks())
        for (int f = 0; f < files(); ++f)
            out << squareName(f, rank - 1);
    return out;
}

QString presetIdFromName(const QString& name)
{
    QString id;
    for (const QChar c : name.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            id += c;
        else if (!id.isEmpty() && !id.endsWith(u'-'))
            id += u'-';
    }
    while (id.endsWith(u'-'))
        id.chop(1);
    id.truncate(64);
    while (id.endsWith(u'-'))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("imported") : id;
}

QStringList betzaComponents(const QString& betza)
{
    QStringList out;
    QString current;
    qsizetype i = 0;
    while (i < betza.size()) {
        const QChar c = betza[i];
        current += c;
        ++i;
        if (c == u'(') {
            const qsizetype close = betza.indexOf(u')', i);
            if (close < 0) {
                current += betza.mid(i);
                break;
            }
            current += betza.mid(i, close - i + 1);
            i = close + 1;
        } else if (!(c.isUpper() || c == u'@')) {
            continue;
        }
        if (c.isUpper() && i < betza.size() && betza[i] == c) // doubled letter: a rider
            current += betza[i++];
        while (i < betza.size() && betza[i].isDigit())
            current += betza[i++];
        out << current;
        current.clear();
    }
    if (!current.isEmpty())
        out << current;
    return out;
}

QString parsableBetza(const QString& betza, QStringList* dropped)
{
    QString kept;
    for (const QString& component : betzaComponents(betza)) {
        if (betza::parse(component))
            kept += component;
        else if (dropped)
            dropped->append(component);
    }
    return kept;
}

bool finishPreset(const QJsonObject& preset, const QString& source, int line, const NoteSink& notes,
    ImportResult* result)
{
    QList<PresetDiagnostic> problems;
    if (compilePreset(preset, notes.file(), problems)) {
        result->presets.append({preset, source});
        return true;
    }
    for (const PresetDiagnostic& d : problems)
        notes.add(line, QStringLiteral("'%1' not imported: %2: %3").arg(source, d.key, d.message));
    return false;
}

} // namespace fb::io

// SPDX-License-Identifier: GPL-3.0-or-later
#include "piecesets.h"

#include "familystyle.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <algorithm>

namespace {

/// The key=value lines of a manifest's [Set] group (UTF-8; ';' and '#' start comments).
QHash<QString, QString> readManifest(const QString& path)
{
    QHash<QString, QString> values;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return values;
    bool inSet = false;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u';') || line.startsWith(u'#'))
            continue;
        if (line.startsWith(u'[')) {
            inSet = line == u"[Set]";
            continue;
        }
        const qsizetype eq = line.indexOf(u'=');
        if (inSet && eq > 0)
            values.insert(line.left(eq).trimmed(), line.mid(eq + 1).trimmed());
    }
    return values;
}

/// The manifest's name in the UI language: Name[de_CH], then Name[de], then Name.
QString localisedName(const QHash<QString, QString>& m)
{
    const QString locale = QLocale().name(); // "de_DE", "zh_CN"
    for (const QString& key : {QStringLiteral("Name[%1]").arg(locale),
             QStringLiteral("Name[%1]").arg(locale.section(u'_', 0, 0))})
        if (const QString v = m.value(key); !v.isEmpty())
            return v;
    return m.value(QStringLiteral("Name"));
}

QList<PieceSetInfo> load()
{
    QList<PieceSetInfo> sets;
    const QDir root(QStringLiteral(":/pieces"));
    for (const QString& id : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const auto m = readManifest(root.filePath(id + QStringLiteral("/manifest.ini")));
        PieceSetInfo s;
        s.id = id;
        s.name = localisedName(m);
        s.style = m.value(QStringLiteral("Style"));
        s.files = m.value(QStringLiteral("Files"));
        s.janggi = m.value(QStringLiteral("Janggi")) == u"true";
        s.preview = m.value(QStringLiteral("Preview"));
        for (const QString& art : m.value(QStringLiteral("Pieces")).split(u',', Qt::SkipEmptyParts))
            s.pieces << art.trimmed();
        const bool known = PieceSets::styles().contains(s.style)
            && (s.files == u"color" || s.files == u"single" || s.files == u"redblack");
        if (known && !s.name.isEmpty() && !s.pieces.isEmpty())
            sets << s;
    }
    std::sort(sets.begin(), sets.end(), [](const PieceSetInfo& a, const PieceSetInfo& b) {
        const QStringList order = PieceSets::styles();
        if (a.style != b.style)
            return order.indexOf(a.style) < order.indexOf(b.style);
        const bool aDefault = a.id == a.style, bDefault = b.id == b.style;
        return aDefault != bDefault ? aDefault : a.id < b.id;
    });
    return sets;
}

} // namespace

const QList<PieceSetInfo>& PieceSets::all()
{
    static const QList<PieceSetInfo> sets = load();
    return sets;
}

QList<PieceSetInfo> PieceSets::forStyle(const QString& style)
{
    QList<PieceSetInfo> out;
    for (const PieceSetInfo& s : all())
        if (s.style == style)
            out << s;
    return out;
}

const PieceSetInfo* PieceSets::find(const QString& id)
{
    for (const PieceSetInfo& s : all())
        if (s.id == id)
            return &s;
    return nullptr;
}

QString PieceSets::styleOf(fb::Family family)
{
    return QLatin1String(FamilyStyle::of(family).pieceSetStyle);
}

QStringList PieceSets::styles()
{
    return {QStringLiteral("western"), QStringLiteral("shogi"), QStringLiteral("xiangqi")};
}

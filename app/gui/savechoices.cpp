// SPDX-License-Identifier: GPL-3.0-or-later
#include "savechoices.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {

class SaveText
{
    Q_DECLARE_TR_FUNCTIONS(SaveChoices)
};

fb::io::RecordStyle kifIn(fb::io::KifLayout layout)
{
    fb::io::RecordStyle s;
    s.kifLayout = layout;
    return s;
}

fb::io::RecordStyle pgnIn(fb::io::Notation n)
{
    fb::io::RecordStyle s;
    s.pgnMoves = n;
    return s;
}

/// An entry named `name` for files ending in `suffixes`: "name (*.a *.b)".
SaveChoice choice(const QString& name, const QStringList& suffixes,
    std::optional<fb::io::RecordStyle> style, bool bundle = false)
{
    QStringList patterns;
    for (const QString& s : suffixes)
        patterns << QStringLiteral("*.") + s;
    if (patterns.isEmpty())
        patterns << QStringLiteral("*");
    return {QStringLiteral("%1 (%2)").arg(name, patterns.join(u' ')), suffixes, style, bundle};
}

} // namespace

QList<SaveChoice> saveChoices(const std::vector<fb::io::Notation>& notations)
{
    using fb::io::KifLayout;
    using fb::io::Notation;
    const fb::io::RecordStyle plain;
    const QStringList kif{QStringLiteral("kif"), QStringLiteral("kifu")};
    QList<SaveChoice> pgn{choice(QStringLiteral("PGN"), {QStringLiteral("pgn")}, plain)};
    for (Notation n : notations)
        if (n != Notation::San && n != Notation::Coordinate)
            //: Save As file type: PGN with its moves in notation %1 ("WXF (C2.5)")
            pgn << choice(SaveText::tr("PGN, %1").arg(fb::io::notationName(n)),
                {QStringLiteral("pgn")}, pgnIn(n));
    return pgn
        + QList<SaveChoice>{
            choice(QStringLiteral("KIF"), kif, kifIn(KifLayout::Table)),
            //: Save As file type: KIF with numbered move lines as the 81Dojo site writes them
            choice(SaveText::tr("KIF, 81Dojo layout"), kif, kifIn(KifLayout::Numbered)),
            choice(QStringLiteral("KI2"), {QStringLiteral("ki2")}, plain),
            choice(QStringLiteral("CSA"), {QStringLiteral("csa")}, plain),
            //: Save As file type: Korean janggi records
            choice(SaveText::tr("Janggi GIB"), {QStringLiteral("gib")}, plain),
            choice(QStringLiteral("USI"), {QStringLiteral("usi")}, plain),
            choice(QStringLiteral("Game Courier"), {QStringLiteral("txt"), QStringLiteral("gc")},
                plain),
            //: A Fairyboard game bundle: a zip with the game, its custom preset and piece images
            choice(SaveText::tr("Game bundle"), {QStringLiteral("fbz")}, plain, true),
            //: Save As file type: any file name
            choice(SaveText::tr("All files"), {}, std::nullopt),
        };
}

int saveChoiceFor(const QList<SaveChoice>& choices, const QString& path,
    const fb::io::RecordStyle& style, bool custom)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    int firstOfSuffix = -1;
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const SaveChoice& c = choices[i];
        if (custom) {
            if (c.bundle)
                return int(i);
            continue;
        }
        if (!c.style || !c.suffixes.contains(suffix))
            continue;
        if (*c.style == style)
            return int(i);
        if (firstOfSuffix < 0)
            firstOfSuffix = int(i);
    }
    return std::max(firstOfSuffix, 0);
}

std::optional<SaveChoice> saveChoiceNamed(const QList<SaveChoice>& choices, const QString& filter)
{
    for (const SaveChoice& c : choices)
        if (c.filter == filter)
            return c;
    return std::nullopt;
}

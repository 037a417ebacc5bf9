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

fb::io::RecordStyle xboardPgn()
{
    fb::io::RecordStyle s;
    s.xboardSan = true;
    return s;
}

} // namespace

QList<SaveChoice> saveChoices()
{
    using fb::io::KifLayout;
    const fb::io::RecordStyle plain;
    return {
        {QStringLiteral("PGN (*.pgn)"), plain},
        //: Save As file type: PGN with moves as the XBoard/WinBoard program writes them
        {SaveText::tr("PGN, XBoard SAN (*.pgn)"), xboardPgn()},
        {QStringLiteral("KIF (*.kif *.kifu)"), kifIn(KifLayout::Table)},
        //: Save As file type: KIF with numbered move lines as the 81Dojo site writes them
        {SaveText::tr("KIF, 81Dojo layout (*.kif *.kifu)"), kifIn(KifLayout::Numbered)},
        {QStringLiteral("KI2 (*.ki2)"), plain},
        {QStringLiteral("CSA (*.csa)"), plain},
        //: Save As file type: Korean janggi records
        {SaveText::tr("Janggi GIB (*.gib)"), plain},
        {QStringLiteral("USI (*.usi)"), plain},
        {QStringLiteral("Game Courier (*.txt *.gc)"), plain},
        //: A Fairyboard game bundle: a zip with the game, its custom preset and piece images
        {SaveText::tr("Game bundle (*.fbz)"), plain, true},
        {SaveText::tr("All files (*)"), std::nullopt},
    };
}

int saveChoiceFor(const QString& path, const fb::io::RecordStyle& style, bool custom)
{
    const QList<SaveChoice> choices = saveChoices();
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const SaveChoice& c = choices[i];
        if (custom) {
            if (c.bundle)
                return int(i);
            continue;
        }
        const bool ofSuffix = c.filter.contains(QStringLiteral("*.") + suffix + u' ')
            || c.filter.contains(QStringLiteral("*.") + suffix + u')');
        if (!c.style || !ofSuffix)
            continue;
        const bool pgn = suffix == u"pgn";
        const bool kif = suffix == u"kif" || suffix == u"kifu";
        if ((pgn && c.style->xboardSan != style.xboardSan)
            || (kif && c.style->kifLayout != style.kifLayout))
            continue;
        return int(i);
    }
    return 0;
}

std::optional<SaveChoice> saveChoiceNamed(const QString& filter)
{
    for (const SaveChoice& c : saveChoices())
        if (c.filter == filter)
            return c;
    return std::nullopt;
}

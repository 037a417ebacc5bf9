// SPDX-License-Identifier: GPL-3.0-or-later
// The family table: side names, turned pieces, art files and board labels per fb::Family, and
// the board drawing the family's labels (Chu Shogi as any shogi board).
#include "apptest.h"
#include "custompieceart.h"
#include "familystyle.h"
#include "piecerenderer.h"
#include "piecesets.h"
#include "sidenames.h"

#include <QLocale>

class TestFamilyStyle : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    const fb::VariantDefinition& variant(const char* id)
    {
        m_keep << m_registry.variant(QString::fromLatin1(id));
        if (!m_keep.constLast())
            qFatal("no preset %s", id);
        return *m_keep.constLast();
    }
    QList<fb::VariantPtr> m_keep;

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English)); }

    void playersPerFamily()
    {
        QCOMPARE(SideNames::player(fb::Family::Chess, fb::First), QStringLiteral("White"));
        QCOMPARE(SideNames::player(fb::Family::Shogi, fb::First), QStringLiteral("Sente"));
        QCOMPARE(SideNames::player(fb::Family::Shogi, fb::Second), QStringLiteral("Gote"));
        QCOMPARE(SideNames::player(fb::Family::Xiangqi, fb::First), QStringLiteral("Red"));
        QCOMPARE(SideNames::player(fb::Family::Janggi, fb::First), QStringLiteral("Blue"));
        QCOMPARE(SideNames::player(fb::Family::Janggi, fb::Second), QStringLiteral("Red"));
        QCOMPARE(SideNames::colour(fb::Family::Shogi, fb::Second), QStringLiteral("gote"));
    }

    void artAndSetsPerFamily()
    {
        QVERIFY(PieceRenderer::rotatesForSecond(fb::Family::Shogi));
        QVERIFY(!PieceRenderer::rotatesForSecond(fb::Family::Chess));
        QVERIFY(!PieceRenderer::rotatesForSecond(fb::Family::Xiangqi));
        QCOMPARE(PieceSets::styleOf(fb::Family::Chess), QStringLiteral("western"));
        QCOMPARE(PieceSets::styleOf(fb::Family::Shogi), QStringLiteral("shogi"));
        QCOMPARE(PieceSets::styleOf(fb::Family::Janggi), QStringLiteral("xiangqi"));
        const CustomPieceArt art({{QStringLiteral("blue-horse.svg"), QByteArray("<svg/>")},
            {QStringLiteral("red-horse.svg"), QByteArray("<svg/>")},
            {QStringLiteral("black-horse.png"), QByteArray("png")}});
        QCOMPARE(art.fileFor(fb::Family::Janggi, QStringLiteral("horse"), false),
            QStringLiteral("blue-horse.svg"));
        QCOMPARE(art.fileFor(fb::Family::Janggi, QStringLiteral("horse"), true),
            QStringLiteral("red-horse.svg"));
        QCOMPARE(art.fileFor(fb::Family::Xiangqi, QStringLiteral("horse"), false),
            QStringLiteral("red-horse.svg"));
        QCOMPARE(art.fileFor(fb::Family::Chess, QStringLiteral("horse"), true),
            QStringLiteral("black-horse.png"));
        QVERIFY(art.fileFor(fb::Family::Chess, QStringLiteral("horse"), false).isEmpty());
    }

    void shogiBoardsAreLabelledLikeShogi()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        // Chu Shogi names its squares a1..l12 but is labelled as a shogi board: files 12..1
        // from the left, ranks a.. from the top (the first rank is at the bottom).
        const fb::VariantDefinition& chu = variant("chushogi");
        QCOMPARE(BoardLabels::files(chu).constFirst(), QStringLiteral("12"));
        QCOMPARE(BoardLabels::files(chu).constLast(), QStringLiteral("1"));
        QCOMPARE(BoardLabels::ranks(chu).constFirst(), QStringLiteral("l"));
        QCOMPARE(BoardLabels::ranks(chu).constLast(), QStringLiteral("a"));
        const fb::VariantDefinition& shogi = variant("shogi");
        QCOMPARE(BoardLabels::files(shogi), shogi.geometry.fileLabels());
        QCOMPARE(BoardLabels::ranks(shogi), shogi.geometry.rankLabels());
        // Japanese: ranks 一.. from the top.
        QLocale::setDefault(QLocale(QLocale::Japanese));
        QCOMPARE(BoardLabels::ranks(shogi).constLast(), QStringLiteral("一"));
        QCOMPARE(BoardLabels::ranks(shogi).constFirst(), QStringLiteral("九"));
        QCOMPARE(BoardLabels::ranks(chu).constFirst(), QStringLiteral("十二"));
        QCOMPARE(BoardLabels::files(shogi).constFirst(), QStringLiteral("9"));
        // Other families keep the preset's labels.
        const fb::VariantDefinition& chess = variant("chess");
        QCOMPARE(BoardLabels::files(chess), chess.geometry.fileLabels());
        QCOMPARE(BoardLabels::ranks(chess), chess.geometry.rankLabels());
    }

    void tableCoversEveryFamily()
    {
        for (fb::Family f :
            {fb::Family::Chess, fb::Family::Shogi, fb::Family::Xiangqi, fb::Family::Janggi}) {
            const FamilyStyle& style = FamilyStyle::of(f);
            QVERIFY(PieceSets::styles().contains(QLatin1String(style.pieceSetStyle)));
            QVERIFY(!style.artPrefix(fb::First).isEmpty());
            QVERIFY(style.artPrefix(fb::First) != style.artPrefix(fb::Second));
        }
    }
};

QTEST_MAIN(TestFamilyStyle)
#include "tst_familystyle.moc"

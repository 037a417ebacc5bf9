// SPDX-License-Identifier: GPL-3.0-or-later
// Piece sets: every bundled set is complete for the presets it serves, Preferences chooses
// one per style with a preview, the board redraws at once and the choice is remembered.
#include "apptest.h"
#include "piecerenderer.h"
#include "piecesets.h"
#include "preferencesdialog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QGraphicsPixmapItem>
#include <QPushButton>

class TestPieceSets : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// The image of the piece standing on a square.
    static QImage pieceImage(MainWindow& w, const QString& square)
    {
        const QGraphicsPixmapItem* p = AppTest::pieceItem(w, square);
        return p ? p->pixmap().toImage() : QImage();
    }
    /// Whether an image has any visible pixel.
    static bool drawn(const QImage& image)
    {
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (qAlpha(image.pixel(x, y)) > 0)
                    return true;
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void setsAreCompleteForTheirPresets()
    {
        QStringList ids;
        for (const PieceSetInfo& set : PieceSets::all())
            ids << set.id;
        for (const char* id : {"western", "shogi", "xiangqi", "shogi-one-kanji", "xiangqi-western"})
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
        for (const QString& style : PieceSets::styles())
            QCOMPARE(PieceSets::forStyle(style).constFirst().id, PieceSets::defaultFor(style));
        QVERIFY(PieceSets::forStyle(QStringLiteral("shogi")).size() >= 2);
        QVERIFY(PieceSets::forStyle(QStringLiteral("xiangqi")).size() >= 2);

        // Every art id a bundled preset uses is drawn by every set of its style, for both
        // sides, so no set ever falls back to another or to a lettered token.
        PieceRenderer renderer;
        int checked = 0;
        for (const QString& presetId : m_registry.ids()) {
            const fb::VariantPtr v = m_registry.variant(presetId);
            if (!v)
                continue; // an abstract parent preset
            ++checked;
            const QString style = PieceSets::styleOf(v->family);
            for (const PieceSetInfo& set : PieceSets::forStyle(style)) {
                for (const fb::PieceDefinition& d : v->pieces) {
                    if (d.art.isEmpty()
                        || !PieceSets::forStyle(style).constFirst().pieces.contains(d.art))
                        continue; // the default set has no art either: a lettered token
                    QVERIFY2(set.pieces.contains(d.art),
                        qPrintable(set.id + u' ' + presetId + u' ' + d.art));
                    for (bool second : {false, true}) {
                        const QPixmap pm
                            = renderer.setPixmap(set.id, v->family, d.art, second, 32, false);
                        QVERIFY2(
                            !pm.isNull() && drawn(pm.toImage()), qPrintable(set.id + u' ' + d.art));
                    }
                }
            }
        }
        QVERIFY(checked >= 15);
    }

    void rendererFollowsTheChoice()
    {
        PieceRenderer r;
        QCOMPARE(r.setFor(fb::Family::Shogi), QStringLiteral("shogi"));
        const QImage twoKanji = r.pixmap(fb::Family::Shogi, QStringLiteral("rook"), false,
                                     QStringLiteral("R"), 64, false)
                                    .toImage();
        r.setPieceSets({{QStringLiteral("shogi"), QStringLiteral("shogi-one-kanji")}});
        QCOMPARE(r.setFor(fb::Family::Shogi), QStringLiteral("shogi-one-kanji"));
        QCOMPARE(r.setFor(fb::Family::Chess), QStringLiteral("western"));
        const QImage oneKanji = r.pixmap(fb::Family::Shogi, QStringLiteral("rook"), false,
                                     QStringLiteral("R"), 64, false)
                                    .toImage();
        QVERIFY(drawn(oneKanji));
        QVERIFY(oneKanji != twoKanji);
        // Janggi uses the xiangqi style's set.
        r.setPieceSets({{QStringLiteral("xiangqi"), QStringLiteral("xiangqi-western")}});
        QCOMPARE(r.setFor(fb::Family::Janggi), QStringLiteral("xiangqi-western"));
        // A set of another style, or one that does not exist, is not used.
        r.setPieceSets({{QStringLiteral("western"), QStringLiteral("shogi-one-kanji")},
            {QStringLiteral("shogi"), QStringLiteral("no-such-set")}});
        QCOMPARE(r.setFor(fb::Family::Chess), QStringLiteral("western"));
        QCOMPARE(r.setFor(fb::Family::Shogi), QStringLiteral("shogi"));
        // Art no set has becomes a lettered token, never a blank square.
        QVERIFY(
            drawn(r.pixmap(fb::Family::Shogi, QStringLiteral("no-such-art"), false,
                       QStringLiteral("X"), 32, false)
                    .toImage()));
    }

    void preferencesChooseAndTheBoardRedraws()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("xiangqi")));
        QVERIFY(AppTest::show(w));
        QCOMPARE(w.scene()->pieceSet(), QStringLiteral("xiangqi"));
        const QImage before = pieceImage(w, QStringLiteral("b1")); // a red horse
        QVERIFY(drawn(before));
        bool seen = false;
        AppTest::whenModal<PreferencesDialog>([&](PreferencesDialog* d) {
            seen = true;
            QComboBox* box = d->pieceSetBox(QStringLiteral("xiangqi"));
            QVERIFY(box);
            QVERIFY(d->pieceSetBox(QStringLiteral("western")));
            QVERIFY(d->pieceSetBox(QStringLiteral("shogi")));
            QCOMPARE(box->currentData().toString(), QStringLiteral("xiangqi"));
            const QImage oldPreview
                = d->pieceSetPreview(QStringLiteral("xiangqi"))->pixmap().toImage();
            QVERIFY(drawn(oldPreview));
            // Chosen with the keyboard, as a user would.
            box->setFocus();
            QTest::keyClick(box, Qt::Key_Down);
            QCOMPARE(box->currentData().toString(), QStringLiteral("xiangqi-western"));
            const QImage newPreview
                = d->pieceSetPreview(QStringLiteral("xiangqi"))->pixmap().toImage();
            QVERIFY(drawn(newPreview));
            QVERIFY(newPreview != oldPreview);
            QCOMPARE(d->settings().board.pieceSets.value(QStringLiteral("xiangqi")),
                QStringLiteral("xiangqi-western"));
            auto* buttons = d->findChild<QDialogButtonBox*>();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        w.findChild<QAction*>(QStringLiteral("preferences"))->trigger();
        QVERIFY(seen);
        // Redrawn at once, remembered for the next run.
        QCOMPARE(w.scene()->pieceSet(), QStringLiteral("xiangqi-western"));
        const QImage after = pieceImage(w, QStringLiteral("b1"));
        QVERIFY(drawn(after));
        QVERIFY(after != before);
        QCOMPARE(AppSettings::load().board.pieceSets.value(QStringLiteral("xiangqi")),
            QStringLiteral("xiangqi-western"));
        // Janggi shares the choice.
        QVERIFY(w.startGame(QStringLiteral("janggi")));
        QCOMPARE(w.scene()->pieceSet(), QStringLiteral("xiangqi-western"));
        QVERIFY(w.close());

        MainWindow again(&m_registry);
        QVERIFY(again.startGame(QStringLiteral("xiangqi")));
        QCOMPARE(again.scene()->pieceSet(), QStringLiteral("xiangqi-western"));
    }

    void settingsRoundTripAndDefaults()
    {
        AppSettings s;
        QVERIFY(s.board.pieceSets.isEmpty());
        s.board.pieceSets.insert(QStringLiteral("shogi"), QStringLiteral("shogi-one-kanji"));
        s.save();
        QCOMPARE(AppSettings::load(), s);
        s.board.pieceSets.clear(); // back to the defaults: nothing stored
        s.save();
        QCOMPARE(AppSettings::load(), s);
        QVERIFY(AppSettings::load().board.pieceSets.isEmpty());

        // Restore Defaults chooses the default sets again.
        AppSettings changed;
        changed.board.pieceSets.insert(QStringLiteral("shogi"), QStringLiteral("shogi-one-kanji"));
        PreferencesDialog d(changed);
        QCOMPARE(d.pieceSetBox(QStringLiteral("shogi"))->currentData().toString(),
            QStringLiteral("shogi-one-kanji"));
        auto* buttons = d.findChild<QDialogButtonBox*>();
        QTest::mouseClick(buttons->button(QDialogButtonBox::RestoreDefaults), Qt::LeftButton);
        QCOMPARE(d.settings().board, BoardAppearance());
    }
};

QTEST_MAIN(TestPieceSets)
#include "tst_piecesets.moc"

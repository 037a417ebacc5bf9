// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences: the dialog edits the typed settings, the board follows, and they persist.
#include "apptest.h"
#include "preferencesdialog.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPushButton>

class TestPreferences : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// The colour of a square's corner on screen (away from pieces and markers).
    static QColor screenColor(MainWindow& w, const QString& square)
    {
        const fb::Square s = AppTest::square(w.game(), square);
        const QPointF corner
            = w.scene()->squareCenter(s) + QPointF(BoardScene::SquareSize * 0.42, 0);
        return w.view()->viewport()->grab().toImage().pixelColor(w.view()->mapFromScene(corner));
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }

    void defaultsWithoutStoredSettings()
    {
        QSettings().clear();
        const AppSettings s = AppSettings::load();
        QCOMPARE(s, AppSettings());
        QVERIFY(s.board.showCoordinates);
        QVERIFY(!s.autoFlip);
        QCOMPARE(s.lastPreset, QStringLiteral("chess"));
    }

    void dialogChangesPersistAcrossRuns()
    {
        QSettings().clear();
        const QColor light(200, 230, 250), dark(40, 90, 140);
        {
            MainWindow w(&m_registry);
            QVERIFY(w.startGame(QStringLiteral("chess")));
            QVERIFY(AppTest::show(w));
            bool seen = false;
            AppTest::whenModal<PreferencesDialog>([&](PreferencesDialog* d) {
                seen = true;
                QVERIFY(d->coordinatesBox()->isChecked());
                QVERIFY(!d->autoFlipBox()->isChecked());
                for (QCheckBox* box : {d->coordinatesBox(), d->autoFlipBox()}) // on the mark
                    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
                d->setLightSquares(light);
                d->setDarkSquares(dark);
                QCOMPARE(d->lightButton()->text(), light.name());
                auto* box = d->findChild<QDialogButtonBox*>();
                QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
            });
            w.findChild<QAction*>(QStringLiteral("preferences"))->trigger();
            QVERIFY(seen);
            // Applied at once.
            QCOMPARE(w.scene()->appearance().lightSquares, light);
            QVERIFY(!w.scene()->appearance().showCoordinates);
            QCOMPARE(screenColor(w, QStringLiteral("a3")), dark);
            QCOMPARE(screenColor(w, QStringLiteral("b3")), light);
            QVERIFY(w.close());
        }
        const AppSettings stored = AppSettings::load();
        QCOMPARE(stored.board.lightSquares, light);
        QCOMPARE(stored.board.darkSquares, dark);
        QVERIFY(!stored.board.showCoordinates);
        QVERIFY(stored.autoFlip);
        QVERIFY(!stored.windowGeometry.isEmpty());

        // A new window (a new run) starts with them.
        MainWindow again(&m_registry);
        QVERIFY(again.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(again));
        QCOMPARE(again.settings(), stored);
        QCOMPARE(screenColor(again, QStringLiteral("a3")), dark);
        QVERIFY(again.settings().autoFlip);
    }

    void cancelChangesNothing()
    {
        QSettings().clear();
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        AppTest::whenModal<PreferencesDialog>([](PreferencesDialog* d) {
            d->autoFlipBox()->setFocus();
            QTest::keyClick(d->autoFlipBox(), Qt::Key_Space);
            QVERIFY(d->autoFlipBox()->isChecked());
            d->setDarkSquares(Qt::red);
            QTest::keyClick(d, Qt::Key_Escape);
        });
        w.editPreferences();
        QVERIFY(!w.settings().autoFlip);
        QCOMPARE(w.scene()->appearance(), BoardAppearance());
        QVERIFY(!QSettings().contains(QStringLiteral("board/autoFlip")));
    }

    void restoreDefaults()
    {
        AppSettings changed;
        changed.board.darkSquares = Qt::blue;
        changed.autoFlip = true;
        changed.board.showCoordinates = false;
        PreferencesDialog d(changed);
        auto* box = d.findChild<QDialogButtonBox*>();
        QTest::mouseClick(box->button(QDialogButtonBox::RestoreDefaults), Qt::LeftButton);
        QCOMPARE(d.settings().board, BoardAppearance());
        QVERIFY(!d.settings().autoFlip);
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Automatic flip: in hotseat play the board turns to the side to move after every move.
#include "apptest.h"

#include <QAction>

class TestAutoFlip : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// The square drawn at the bottom left corner of the view.
    static QString bottomLeft(MainWindow& w)
    {
        const fb::Square s = w.scene()->squareAt(QPointF(BoardScene::SquareSize / 2,
            w.game()->variant().geometry.ranks() * BoardScene::SquareSize
                - BoardScene::SquareSize / 2));
        return w.game()->variant().geometry.squareName(s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void boardTurnsToTheSideToMove()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        AppSettings s = w.settings();
        s.autoFlip = true;
        w.applySettings(s);
        QVERIFY(!w.scene()->isFlipped());
        QCOMPARE(bottomLeft(w), QStringLiteral("a1"));
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QVERIFY(w.scene()->isFlipped());
        QCOMPARE(bottomLeft(w), QStringLiteral("h8"));
        // Clicks land on the right squares of the turned board.
        AppTest::click(w, QStringLiteral("e7"));
        AppTest::click(w, QStringLiteral("e5"));
        QCOMPARE(
            w.game()->moveTexts(), (QStringList{QStringLiteral("e2e4"), QStringLiteral("e7e5")}));
        QVERIFY(!w.scene()->isFlipped());
        // Browsing back turns it too.
        w.game()->undo();
        QVERIFY(w.scene()->isFlipped());
        // A new game starts from the first player's side.
        QVERIFY(w.startGame(QStringLiteral("xiangqi")));
        QVERIFY(!w.scene()->isFlipped());
    }

    void offKeepsTheBoardStill()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        QVERIFY(!w.settings().autoFlip);
        AppTest::click(w, QStringLiteral("e2"));
        AppTest::click(w, QStringLiteral("e4"));
        QCOMPARE(w.game()->moveTexts().size(), 1);
        QVERIFY(!w.scene()->isFlipped());
        // The manual flip still works.
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(w.scene()->isFlipped());
    }

    void turningItOnFlipsAtOnce()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(w.game()->playText(QStringLiteral("d2d4")));
        QVERIFY(!w.scene()->isFlipped());
        AppSettings s = w.settings();
        s.autoFlip = true;
        w.applySettings(s);
        QVERIFY(w.scene()->isFlipped());
        QVERIFY(AppSettings::load().autoFlip); // saved
    }
};

QTEST_MAIN(TestAutoFlip)
#include "tst_autoflip.moc"

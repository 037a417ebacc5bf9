// SPDX-License-Identifier: GPL-3.0-or-later
// The players' notation in the window: the move list writes it (chosen per family in the
// Preferences), the move entry reads it, a refused entry keeps its text and says why, and the
// result closes the list.
#include "apptest.h"
#include "movelistview.h"
#include "preferencesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>

class TestMoveNotation : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static QLineEdit* entry(MainWindow& w) { return w.findChild<QLineEdit*>(); }

    /// Types `text` and Enter: ASCII as key clicks, anything else (kanji, full-width digits,
    /// figurines) committed by an input method, as a Japanese or Chinese IME does.
    static void type(MainWindow& w, const QString& text)
    {
        QLineEdit* e = entry(w);
        e->setFocus();
        e->clear();
        for (QChar c : text) {
            if (c.unicode() < 128) {
                QTest::keyClick(e, char(c.unicode()));
            } else {
                QInputMethodEvent commit;
                commit.setCommitString(QString(c));
                QApplication::sendEvent(e, &commit);
            }
        }
        QCOMPARE(e->text(), text);
        QTest::keyClick(e, Qt::Key_Return);
    }

    /// Picks `notation` for `family` in the Preferences, as a user does, and presses OK.
    static void choose(MainWindow& w, fb::Family family, const QString& notation)
    {
        AppTest::whenModal<PreferencesDialog>([&](PreferencesDialog* d) {
            QComboBox* box = d->notationBox(family);
            QVERIFY(box);
            box->setFocus();
            const int index = box->findData(notation);
            QVERIFY(index >= 0);
            while (box->currentIndex() != index)
                QTest::keyClick(box, box->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
            auto* buttons = d->findChild<QDialogButtonBox*>();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        w.editPreferences();
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void typedSanPlays()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        QVERIFY(entry(w)->placeholderText().contains(QStringLiteral("SAN")));
        type(w, QStringLiteral("Nf3"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("g1f3")});
        QVERIFY(entry(w)->text().isEmpty());
        QCOMPARE(w.moveList()->item(0, 0)->text(), QStringLiteral("Nf3"));
        // Coordinates are read as well.
        type(w, QStringLiteral("e7e5"));
        QCOMPARE(w.moveList()->item(0, 1)->text(), QStringLiteral("e5"));
    }

    void refusedEntryKeepsTextAndSaysWhy()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        type(w, QStringLiteral("Nf6"));
        QCOMPARE(w.game()->ply(), 0);
        QCOMPARE(entry(w)->text(), QStringLiteral("Nf6"));
        const QString why = w.statusBar()->currentMessage();
        QVERIFY2(why.contains(QStringLiteral("'Nf6' is not a legal move")), qPrintable(why));
        QCOMPARE(entry(w)->toolTip(), why);

        // Two knights can go to d2: ambiguous, never guessed.
        QVERIFY(w.startGame(
            QStringLiteral("chess"), QStringLiteral("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")));
        type(w, QStringLiteral("Nd2"));
        QCOMPARE(w.game()->ply(), 0);
        QCOMPARE(entry(w)->text(), QStringLiteral("Nd2"));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("ambiguous")),
            qPrintable(w.statusBar()->currentMessage()));
        // Corrected in place, it plays and the reason goes.
        entry(w)->setFocus();
        entry(w)->setCursorPosition(1);
        QTest::keyClicks(entry(w), QStringLiteral("b"));
        QCOMPARE(entry(w)->text(), QStringLiteral("Nbd2"));
        QTest::keyClick(entry(w), Qt::Key_Return);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("b1d2")});
        QVERIFY(entry(w)->toolTip().isEmpty());
    }

    void shogiIsJapaneseByDefault()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::show(w));
        type(w, QStringLiteral("７六歩"));
        type(w, QStringLiteral("3c3d"));
        type(w, QStringLiteral("２二角成"));
        type(w, QStringLiteral("同銀"));
        QCOMPARE(w.game()->moveTexts(),
            (QStringList{QStringLiteral("7g7f"), QStringLiteral("3c3d"), QStringLiteral("8h2b+"),
                QStringLiteral("3a2b")}));
        MoveListView* list = w.moveList();
        QCOMPARE(list->item(0, 0)->text(), QStringLiteral("▲７六歩"));
        QCOMPARE(list->item(0, 1)->text(), QStringLiteral("△３四歩"));
        QCOMPARE(list->item(1, 0)->text(), QStringLiteral("▲２二角成"));
        QCOMPARE(list->item(1, 1)->text(), QStringLiteral("△同　銀"));
    }

    void xiangqiIsWxfByDefault()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("xiangqi")));
        QVERIFY(AppTest::show(w));
        type(w, QStringLiteral("C2.5"));
        type(w, QStringLiteral("H8+7"));
        QCOMPARE(w.moveList()->item(0, 0)->text(), QStringLiteral("C2.5"));
        QCOMPARE(w.moveList()->item(0, 1)->text(), QStringLiteral("H8+7"));
        choose(w, fb::Family::Xiangqi, QStringLiteral("chinese"));
        QCOMPARE(w.moveList()->item(0, 0)->text(), QStringLiteral("炮二平五"));
        QCOMPARE(w.moveList()->item(0, 1)->text(), QStringLiteral("马８进７"));
        type(w, QStringLiteral("马二进三"));
        QCOMPARE(w.moveList()->item(1, 0)->text(), QStringLiteral("马二进三"));
    }

    void preferenceChangesTheList()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::show(w));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("7g7f")}));
        QCOMPARE(w.moveList()->item(0, 0)->text(), QStringLiteral("▲７六歩"));
        choose(w, fb::Family::Shogi, QStringLiteral("western"));
        QCOMPARE(w.moveList()->item(0, 0)->text(), QStringLiteral("P-7f"));
        QVERIFY(entry(w)->placeholderText().contains(QStringLiteral("P-7f")));
        QCOMPARE(QSettings().value(QStringLiteral("notation/shogi")).toString(),
            QStringLiteral("western"));
        type(w, QStringLiteral("P-3d"));
        QCOMPARE(w.moveList()->item(0, 1)->text(), QStringLiteral("P-3d"));
        // The choice persists for the next window; chess keeps its own default.
        MainWindow again(&m_registry);
        QVERIFY(again.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::playMoves(again, {QStringLiteral("7g7f")}));
        QCOMPARE(again.moveList()->item(0, 0)->text(), QStringLiteral("P-7f"));
        QVERIFY(again.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::playMoves(again, {QStringLiteral("e2e4")}));
        QCOMPARE(again.moveList()->item(0, 0)->text(), QStringLiteral("e4"));
    }

    void resultEndsTheList()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::playMoves(w, QStringLiteral("f2f3 e7e5 g2g4").split(u' ')));
        QVERIFY(!w.moveList()->resultItem());
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("d8h4")}));
        QVERIFY(w.moveList()->resultItem());
        QCOMPARE(w.moveList()->resultItem()->text(), QStringLiteral("0-1"));
        QCOMPARE(w.moveList()->item(1, 1)->text(), QStringLiteral("Qh4#"));
        QCOMPARE(w.moveList()->rowCount(), 3);

        // Shogi writes it the Japanese way: a gold drop mates.
        QVERIFY(w.startGame(
            QStringLiteral("shogi"), QStringLiteral("4k4/9/4P4/9/9/9/9/9/4K4[G] w - - 0 1")));
        QVERIFY(AppTest::show(w));
        type(w, QStringLiteral("５二金"));
        QCOMPARE(w.moveList()->item(0, 0)->text(), QStringLiteral("▲５二金"));
        QVERIFY(w.moveList()->resultItem());
        QCOMPARE(w.moveList()->resultItem()->text(), QStringLiteral("まで1手で先手の勝ち"));
    }

    void passIsAWord()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("janggi")));
        QVERIFY(AppTest::show(w));
        // Janggi's moves are shown in coordinates: the entry offers them once.
        const QString hint = entry(w)->placeholderText();
        QVERIFY2(hint.contains(QStringLiteral("e2e4"))
                && !hint.contains(QStringLiteral("or coordinates")),
            qPrintable(hint));
        type(w, QStringLiteral("pass"));
        QCOMPARE(w.game()->ply(), 1);
        QCOMPARE(w.moveList()->item(0, 0)->text(), QStringLiteral("pass"));
    }
};

QTEST_MAIN(TestMoveNotation)
#include "tst_movenotation.moc"

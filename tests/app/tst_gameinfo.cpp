// SPDX-License-Identifier: GPL-3.0-or-later
// The game-information panel: a new game's Date, the tags and comments read from a log shown,
// edits typed into the panel marking the game modified and written back on save (PGN tags,
// KIF headers and comments).
#include "apptest.h"
#include "gamedocument.h"
#include "gameinfopanel.h"
#include "gameio.h"
#include "mainwindow.h"

#include <QComboBox>
#include <QDate>
#include <QDockWidget>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

class TestGameInfo : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;
    QTemporaryDir m_dir;

    /// Types `text` into a line edit of the panel as a user does (Japanese through the input
    /// method's commit, as an IME delivers it), and presses Enter.
    static void type(QLineEdit* edit, const QString& text)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        bool ascii = true;
        for (QChar c : text)
            ascii = ascii && c.unicode() < 0x80;
        if (ascii) {
            QTest::keyClicks(edit, text);
        } else {
            QInputMethodEvent commit;
            commit.setCommitString(text);
            QApplication::sendEvent(edit, &commit);
        }
        QTest::keyClick(edit, Qt::Key_Return);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
        QVERIFY(m_dir.isValid());
    }

    void editedPlayerIsSavedAndReopened()
    {
        const QString file = m_dir.filePath(QStringLiteral("info.pgn"));
        {
            MainWindow w(&m_registry);
            QVERIFY(w.startGame(QStringLiteral("chess")));
            QVERIFY(AppTest::show(w));
            w.infoDock()->raise();
            QVERIFY(AppTest::playMoves(w, {QStringLiteral("e2e4"), QStringLiteral("e7e5")}));
            GameInfoPanel* panel = w.infoPanel();
            const QString today = QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"));
            QCOMPARE(panel->tagEdit(QStringLiteral("Date"))->text(), today);
            QVERIFY(w.saveTo(file));
            QVERIFY(!w.isWindowModified());

            type(panel->tagEdit(QStringLiteral("White")), QStringLiteral("Anna Muster"));
            QVERIFY(w.isWindowModified()); // an edit is a change to save
            type(panel->tagEdit(QStringLiteral("Event")), QStringLiteral("Club night"));
            panel->gameCommentEdit()->setFocus();
            QTest::keyClicks(panel->gameCommentEdit(), QStringLiteral("A quiet game."));
            panel->moveCommentEdit()->setFocus();
            QTest::keyClicks(panel->moveCommentEdit(), QStringLiteral("Symmetry."));
            QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier); // Save
            QVERIFY(!w.isWindowModified());
        }
        const QByteArray text = AppTest::readAll(file);
        QVERIFY2(text.contains("[White \"Anna Muster\"]"), text.constData());
        QVERIFY2(text.contains("[Event \"Club night\"]"), text.constData());
        QVERIFY2(
            text.contains("[Date \""
                + QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toLatin1() + "\"]"),
            text.constData());
        QVERIFY2(text.contains("{ A quiet game. }"), text.constData());
        QVERIFY2(text.contains("e5 { Symmetry. }"), text.constData());

        MainWindow reopened(&m_registry);
        QVERIFY(reopened.startGame(QStringLiteral("chess")));
        QVERIFY(reopened.openFrom(file));
        GameInfoPanel* panel = reopened.infoPanel();
        QCOMPARE(panel->tagEdit(QStringLiteral("White"))->text(), QStringLiteral("Anna Muster"));
        QCOMPARE(panel->gameCommentEdit()->toPlainText(), QStringLiteral("A quiet game."));
        QCOMPARE(panel->moveCommentEdit()->toPlainText(), QStringLiteral("Symmetry."));
        reopened.game()->goToPly(1);
        QCOMPARE(panel->moveCommentEdit()->toPlainText(), QString());
        QVERIFY(!reopened.isWindowModified());
    }

    void kifHeadersAndCommentsShownAndWritten()
    {
        const QString file = m_dir.filePath(QStringLiteral("game.kifu"));
        QVERIFY(QFile::copy(QStringLiteral(FAIRYBOARD_TEST_DATA "/logs/shogi-utf8.kifu"), file));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::show(w));
        QVERIFY(w.openFrom(file));
        GameInfoPanel* panel = w.infoPanel();
        QCOMPARE(panel->tagEdit(QStringLiteral("White"))->text(), QStringLiteral("山田 太郎"));
        QCOMPARE(panel->tagEdit(QStringLiteral("Black"))->text(), QStringLiteral("佐藤 花子"));
        QCOMPARE(panel->tagEdit(QStringLiteral("Site"))->text(), QStringLiteral("東京将棋会館"));
        QCOMPARE(panel->resultBox()->currentData().toString(), QStringLiteral("1-0"));
        QCOMPARE(panel->terminationLabel()->text(), QStringLiteral("resignation")); // 投了
        w.game()->goToPly(5);
        // The KIF's time column comes in as the move's "[%emt]" comment (as CSA's T lines do).
        QCOMPARE(panel->moveCommentEdit()->toPlainText(),
            QStringLiteral("[%emt 0:00:24]\n振り飛車に構える。"));

        type(panel->tagEdit(QStringLiteral("Black")), QStringLiteral("鈴木 一郎"));
        QVERIFY(w.isWindowModified());
        QVERIFY(w.save());
        const fb::io::LoadResult r = fb::io::loadGames(file, m_registry);
        QVERIFY2(r.ok(), qPrintable(r.error));
        const fb::io::GameRecord& g = r.games.constFirst();
        QCOMPARE(g.tag(QStringLiteral("Black")), QStringLiteral("鈴木 一郎"));
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("山田 太郎"));
        QCOMPARE(g.mainLine.moves[4].comments,
            (QStringList{QStringLiteral("[%emt 0:00:24]"), QStringLiteral("振り飛車に構える。")}));
        QCOMPARE(g.mainLine.moves.size(), size_t(43));
        QCOMPARE(g.termination, fb::io::Termination::Resignation); // 投了 written back
        // A result chosen by hand: the record's reason no longer holds.
        w.document()->setResult(QStringLiteral("1/2-1/2"));
        QCOMPARE(panel->terminationLabel()->text(), QStringLiteral("–"));
    }
};

QTEST_MAIN(TestGameInfo)
#include "tst_gameinfo.moc"

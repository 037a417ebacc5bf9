// SPDX-License-Identifier: GPL-3.0-or-later
// Never lose a game: "Save changes?" before Quit, close, New Game, Open, Paste FEN and Edit
// Position replace an unsaved game (Cancel keeps it, Discard goes on, Save saves first and a
// cancelled Save As stops everything); the title's file name and modified mark; Open Recent;
// files read with problems are never the save target.
#include "apptest.h"
#include "gamedocument.h"
#include "gameio.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "positioneditordialog.h"

#include <QAction>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace {

/// Cancels the next file dialog; the returned flag says whether one was shown. A newer call
/// replaces an older one that no dialog used.
std::shared_ptr<bool> cancelFileDialog()
{
    static QPointer<QTimer> pending;
    delete pending.data();
    auto shown = std::make_shared<bool>(false);
    auto* timer = new QTimer;
    pending = timer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, shown] {
        if (auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            *shown = true;
            d->reject();
        }
    });
    timer->start();
    return shown;
}

QStringList chessMoves()
{
    return {QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3")};
}

} // namespace

class TestSaveChanges : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// A shown window with an unsaved chess game of three moves.
    std::unique_ptr<MainWindow> unsavedGame()
    {
        auto w = std::make_unique<MainWindow>(&m_registry);
        w->startGame(QStringLiteral("chess"));
        AppTest::playMoves(*w, chessMoves());
        AppTest::show(*w);
        return w;
    }

    /// Presses the shortcut of the window's action `name` as a user does.
    static void press(MainWindow& w, const char* name)
    {
        auto* action = w.findChild<QAction*>(QString::fromLatin1(name));
        QVERIFY(action && !action->shortcut().isEmpty());
        // A message box closed a moment ago: the window takes the keys again once active.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const QKeyCombination key = action->shortcut()[0];
        QTest::keyClick(&w, key.key(), key.keyboardModifiers());
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
        QVERIFY(m_dir.isValid());
    }

    void quitCancelKeepsTheGame()
    {
        auto w = unsavedGame();
        QVERIFY(w->isWindowModified());
        QVERIFY2(
            w->windowTitle().contains(QStringLiteral("Chess[*]")), qPrintable(w->windowTitle()));
        AppTest::Shown asked;
        AppTest::answer(QMessageBox::Cancel, &asked);
        press(*w, "quit"); // Ctrl+Q
        QCOMPARE(asked.text, QStringLiteral("Save changes to the new game?"));
        QVERIFY(w->isVisible());
        QCOMPARE(w->game()->lineTexts(), chessMoves());
        w->waitForAutosave();
        QVERIFY(QFile::exists(w->autosavePath()));
    }

    void quitDiscardCloses()
    {
        auto w = unsavedGame();
        w->waitForAutosave();
        QVERIFY(QFile::exists(w->autosavePath()));
        AppTest::answer(QMessageBox::Discard);
        press(*w, "quit");
        QVERIFY(!w->isVisible());
        QVERIFY(!QFile::exists(w->autosavePath())); // discarded: a clean end
    }

    void quitSaveSavesThenCloses()
    {
        auto w = unsavedGame();
        const QString file = path(QStringLiteral("quit.pgn"));
        QVERIFY(w->saveTo(file));
        QVERIFY(AppTest::playMoves(*w, {QStringLiteral("b8c6")}));
        w->waitForAutosave();
        QVERIFY(QFile::exists(w->autosavePath()));
        AppTest::answer(QMessageBox::Save);
        press(*w, "quit");
        QVERIFY(!w->isVisible());
        const fb::io::LoadResult saved = fb::io::loadGames(file, m_registry);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(int(saved.games.constFirst().mainLine.moves.size()), 4);
        QVERIFY(!QFile::exists(w->autosavePath()));
    }

    void cancelledSaveAsStopsTheQuit()
    {
        auto w = unsavedGame();
        AppTest::answer(QMessageBox::Save);
        const auto dialogShown = cancelFileDialog();
        press(*w, "quit");
        QVERIFY(*dialogShown);
        QVERIFY(w->isVisible());
        QVERIFY(w->document()->isModified());
        QCOMPARE(w->game()->lineTexts(), chessMoves());
    }

    void windowCloseAsksToo()
    {
        auto w = unsavedGame();
        AppTest::answer(QMessageBox::Cancel);
        QVERIFY(!w->close());
        QVERIFY(w->isVisible());
        // Once saved, closing asks nothing.
        QVERIFY(w->saveTo(path(QStringLiteral("closed.pgn"))));
        QVERIFY(!w->isWindowModified());
        AppTest::ModalWatch watch;
        QVERIFY(w->close());
        QVERIFY(!watch.seen());
    }

    void newGameAsks()
    {
        auto w = unsavedGame();
        AppTest::Shown asked;
        AppTest::answer(QMessageBox::Cancel, &asked);
        press(*w, "newGame");
        QCOMPARE(asked.text, QStringLiteral("Save changes to the new game?"));
        QCOMPARE(w->game()->lineTexts(), chessMoves());

        // Discard: the New Game dialog follows, and its game replaces this one.
        AppTest::answer(QMessageBox::Discard);
        bool dialogShown = false;
        AppTest::whenModal<NewGameDialog>([&dialogShown](NewGameDialog* d) {
            dialogShown = true;
            d->accept();
        });
        press(*w, "newGame");
        QVERIFY(dialogShown);
        QCOMPARE(w->game()->lineLength(), 0);
        QVERIFY(!w->document()->isModified());
        w->waitForAutosave();
        QVERIFY(!QFile::exists(w->autosavePath()));
    }

    void openAsksAndSaveWritesFirst()
    {
        auto w = unsavedGame();
        const QString file = path(QStringLiteral("before-open.pgn"));
        QVERIFY(w->saveTo(file));
        QVERIFY(AppTest::playMoves(*w, {QStringLiteral("b8c6")}));
        QVERIFY(w->isWindowModified());
        QVERIFY2(w->windowTitle().startsWith(QStringLiteral("before-open.pgn[*]")),
            qPrintable(w->windowTitle()));

        AppTest::answer(QMessageBox::Cancel);
        auto dialogShown = cancelFileDialog();
        press(*w, "openGame");
        QVERIFY(!*dialogShown); // Cancel: no file asked for
        QCOMPARE(w->game()->lineLength(), 4);

        // Save: written to its file (no dialog), then the open dialog.
        AppTest::answer(QMessageBox::Save);
        dialogShown = cancelFileDialog();
        press(*w, "openGame");
        QVERIFY(*dialogShown);
        const fb::io::LoadResult saved = fb::io::loadGames(file, m_registry);
        QVERIFY2(saved.ok(), qPrintable(saved.error));
        QCOMPARE(int(saved.games.constFirst().mainLine.moves.size()), 4);
        QVERIFY(!w->isWindowModified());

        // openFrom (a file from the command line or Open Recent) asks too.
        QVERIFY(AppTest::playMoves(*w, {QStringLiteral("f1b5")}));
        AppTest::answer(QMessageBox::Cancel);
        QVERIFY(!w->openFrom(file));
        QCOMPARE(w->game()->lineLength(), 5);
        AppTest::answer(QMessageBox::Discard);
        QVERIFY(w->openFrom(file));
        QCOMPARE(w->game()->lineLength(), 4);
    }

    void pasteFenAndEditPositionAsk()
    {
        auto w = unsavedGame();
        QApplication::clipboard()->setText(QStringLiteral("8/8/8/4k3/8/8/8/4K2R w K - 0 1"));
        AppTest::answer(QMessageBox::Cancel);
        w->findChild<QAction*>(QStringLiteral("pasteFen"))->trigger();
        QCOMPARE(w->game()->lineTexts(), chessMoves());
        // The editor's OK asks; Cancel keeps the game.
        AppTest::Shown asked;
        AppTest::whenModal<PositionEditorDialog>([&asked](PositionEditorDialog* d) {
            AppTest::answer(QMessageBox::Cancel, &asked);
            QTest::mouseClick(
                d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        w->findChild<QAction*>(QStringLiteral("editPosition"))->trigger();
        QCOMPARE(asked.text, QStringLiteral("Save changes to the new game?"));
        QCOMPARE(w->game()->lineTexts(), chessMoves());
        // A clipboard without a position replaces nothing: nothing asked, only the warning.
        QApplication::clipboard()->setText(QStringLiteral("no position"));
        AppTest::Shown warned;
        AppTest::answer(QMessageBox::Ok, &warned);
        w->findChild<QAction*>(QStringLiteral("pasteFen"))->trigger();
        QVERIFY2(warned.text.startsWith(QStringLiteral("The clipboard does not hold")),
            qPrintable(warned.text));
        QCOMPARE(w->game()->lineTexts(), chessMoves());
        QApplication::clipboard()->setText(QStringLiteral("8/8/8/4k3/8/8/8/4K2R w K - 0 1"));
        AppTest::answer(QMessageBox::Discard);
        w->findChild<QAction*>(QStringLiteral("pasteFen"))->trigger();
        QCOMPARE(w->game()->lineLength(), 0);
        QCOMPARE(w->game()->startFen(), QStringLiteral("8/8/8/4k3/8/8/8/4K2R w K - 0 1"));
    }

    void openRecent()
    {
        AppSettings().saveRecentFiles(); // the files of the tests before: none
        auto w = unsavedGame();
        const QString a = path(QStringLiteral("recent-a.pgn"));
        const QString b = path(QStringLiteral("recent-b.pgn"));
        QVERIFY(w->saveTo(a));
        QVERIFY(w->saveTo(b));
        QAction* recentAction = w->findChild<QAction*>(QStringLiteral("openRecent"));
        QVERIFY(recentAction);
        QMenu* menu = recentAction->menu();
        Q_EMIT menu->aboutToShow();
        QList<QAction*> items = menu->actions();
        QCOMPARE(items[0]->data().toString(), b);
        QCOMPARE(items[1]->data().toString(), a);

        // A missing file says so, and goes from the list.
        QVERIFY(QFile::remove(a));
        Q_EMIT menu->aboutToShow();
        items = menu->actions();
        QVERIFY2(
            items[1]->text().endsWith(QStringLiteral(" (missing)")), qPrintable(items[1]->text()));
        AppTest::Shown said;
        AppTest::answer(QMessageBox::Ok, &said);
        items[1]->trigger();
        QVERIFY2(said.text.contains(QStringLiteral("no longer exists")), qPrintable(said.text));
        Q_EMIT menu->aboutToShow();
        QStringList listed;
        for (QAction* item : menu->actions())
            if (!item->data().toString().isEmpty())
                listed << item->data().toString();
        QCOMPARE(listed, QStringList{b});

        // Opening one: the game of that file.
        MainWindow other(&m_registry);
        QVERIFY(other.startGame(QStringLiteral("shogi")));
        QMenu* otherMenu = other.findChild<QAction*>(QStringLiteral("openRecent"))->menu();
        Q_EMIT otherMenu->aboutToShow();
        otherMenu->actions()[0]->trigger();
        QCOMPARE(other.game()->lineTexts(), chessMoves());
        QCOMPARE(other.filePath(), b);

        // Clear.
        QAction* clear = w->findChild<QAction*>(QStringLiteral("clearRecentFiles"));
        Q_EMIT menu->aboutToShow();
        clear = w->findChild<QAction*>(QStringLiteral("clearRecentFiles"));
        QVERIFY(clear && clear->isEnabled());
        clear->trigger();
        Q_EMIT menu->aboutToShow();
        QVERIFY(menu->actions()[0]->data().toString().isEmpty());
        QVERIFY(AppSettings::load().recentFiles.isEmpty());
    }

    void utf16KifOpensWithItsMoves()
    {
        for (const char* name : {"shogi-utf16le-bom.kifu", "shogi-utf16be.kifu"}) {
            const QString file = path(QString::fromLatin1(name));
            QFile::remove(file);
            QVERIFY(QFile::copy(
                QStringLiteral(FAIRYBOARD_TEST_DATA "/logs/") + QLatin1String(name), file));
            MainWindow w(&m_registry);
            QVERIFY(w.startGame(QStringLiteral("chess")));
            AppTest::ModalWatch watch; // read completely: nothing to say
            QString error;
            QVERIFY2(w.openFrom(file, &error), qPrintable(error));
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(!watch.seen());
            QCOMPARE(w.game()->presetId(), QStringLiteral("shogi"));
            QCOMPARE(w.game()->lineLength(), 43);
            QCOMPARE(w.filePath(), file);
        }
    }

    void fileReadWithProblemsIsNotTheSaveTarget()
    {
        // Bytes that are no text encoding: read as Latin-1 with control codes.
        const QString file = path(QStringLiteral("garbled.pgn"));
        QByteArray bytes("[Event \"x\"]\n\n1. e4 e5 *\n");
        bytes.insert(3, '\0');
        bytes.insert(10, "\x85\x00", 2);
        QVERIFY(AppTest::writeFile(file, bytes));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        AppTest::Shown said;
        AppTest::answer(QMessageBox::Ok, &said);
        QVERIFY(w.openFrom(file));
        QCOMPARE(said.text,
            QStringLiteral("The game was opened, but the file was not read completely."));
        QVERIFY2(said.details.contains(QStringLiteral("2 move(s) were read (as ISO-8859-1 text)")),
            qPrintable(said.details));
        QCOMPARE(w.game()->lineLength(), 2);
        QVERIFY(w.filePath().isEmpty());
        QVERIFY2(
            w.windowTitle().startsWith(QStringLiteral("Chess[*]")), qPrintable(w.windowTitle()));

        // Ctrl+S asks for a file name instead of overwriting the file.
        const auto dialogShown = cancelFileDialog();
        press(w, "saveGame"); // Ctrl+S
        QVERIFY(*dialogShown);
        QCOMPARE(AppTest::readAll(file), bytes);
    }
};

QTEST_MAIN(TestSaveChanges)
#include "tst_savechanges.moc"

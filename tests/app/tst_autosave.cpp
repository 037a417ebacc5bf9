// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave per session: the store's files and locks, the restore offer (restore, discard, keep
// for later), a clean close that leaves other windows' games alone, and the real fairyboard
// process killed with SIGKILL in every flow and restarted in every way: nothing is lost.
#include "apptest.h"
#include "autosavestore.h"
#include "fen.h"
#include "gamedocument.h"
#include "gameio.h"
#include "mainwindow.h"
#include "restoredialog.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace {

/// What an autosave folder holds: session -> "preset:moves", from the sidecars.
QMap<QString, QString> autosaves(const QString& dir)
{
    QMap<QString, QString> out;
    for (const QFileInfo& f : QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(f.filePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        if (!QFile::exists(f.path() + u'/' + f.completeBaseName() + QStringLiteral(".pgn")))
            continue;
        out.insert(f.completeBaseName(),
            o.value(QStringLiteral("preset")).toString() + u':'
                + QString::number(o.value(QStringLiteral("moves")).toInt()));
    }
    return out;
}

QStringList sortedGames(const QMap<QString, QString>& saves)
{
    QStringList games = saves.values();
    games.sort();
    return games;
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;
    QTemporaryDir m_home; ///< HOME and XDG folders of the real processes

    QString appAutosaveDir() const
    {
        return m_home.filePath(QStringLiteral("data/Fairyboard/fairyboard/autosave"));
    }

    /// Starts the real fairyboard with a private home; the caller kills it.
    std::unique_ptr<QProcess> startApp(const QStringList& args)
    {
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.filePath(QStringLiteral("cache")));
        p->setProcessEnvironment(env);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(QStringLiteral(FAIRYBOARD_APP), args);
        if (!p->waitForStarted())
            qWarning("fairyboard did not start: %s", qPrintable(p->errorString()));
        return p;
    }

    /// SIGKILL: no close event, no clean-up.
    static void killHard(QProcess& p)
    {
        p.kill();
        p.waitForFinished();
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
        QVERIFY(m_home.isValid());
    }

    void init()
    {
        // Windows of the tests before, destroyed with moves, left their games.
        QDir(AutosaveStore::defaultDirectory()).removeRecursively();
    }

    void storeFilesAndLocks()
    {
        QTemporaryDir dir;
        fb::io::GameRecord game = fb::io::GameRecord::fromMoves(
            m_registry.variant(QStringLiteral("chess")), QStringLiteral("chess"), {}, {}, {});
        {
            MainWindow w(&m_registry);
            QVERIFY(w.startGame(QStringLiteral("chess")));
            QVERIFY(AppTest::playMoves(w, {QStringLiteral("e2e4"), QStringLiteral("e7e5")}));
            game = w.currentRecord();
        }
        QString session;
        {
            AutosaveStore store(dir.path());
            session = store.session();
            store.write(game, QStringLiteral("/somewhere/game.pgn"));
            store.waitForWrites();
            QVERIFY(QFile::exists(store.gamePath()));
            // A live session's game is never offered, not even to the same process.
            QVERIFY(AutosaveStore::orphans(dir.path()).isEmpty());
        } // ended without remove(): as if its window was killed
        const QList<AutosaveEntry> left = AutosaveStore::orphans(dir.path());
        QCOMPARE(left.size(), 1);
        QCOMPARE(left[0].session, session);
        QCOMPARE(left[0].presetId, QStringLiteral("chess"));
        QCOMPARE(left[0].moves, 2);
        QCOMPARE(left[0].sourceFile, QStringLiteral("/somewhere/game.pgn"));
        QVERIFY(left[0].savedAt.isValid());
        const QString text = RestoreDialog::describe(left[0]);
        QVERIFY2(text.contains(QStringLiteral("Chess"))
                && text.contains(QStringLiteral("2 move(s)"))
                && text.contains(QStringLiteral("game.pgn")),
            qPrintable(text));
        {
            // Claimed by one starting instance: another does not offer it meanwhile.
            std::vector<std::unique_ptr<QLockFile>> claims;
            QCOMPARE(AutosaveStore::orphans(dir.path(), &claims).size(), 1);
            QVERIFY(AutosaveStore::orphans(dir.path()).isEmpty());
        }
        QCOMPARE(AutosaveStore::orphans(dir.path()).size(), 1); // kept for later
        AutosaveStore::discard(left[0]);
        QVERIFY(AutosaveStore::orphans(dir.path()).isEmpty());
        QVERIFY(!QFile::exists(left[0].gamePath));
    }

    void cleanCloseLeavesOtherWindowsAlone()
    {
        MainWindow first(&m_registry), second(&m_registry);
        QVERIFY(first.startGame(QStringLiteral("shogi")));
        QVERIFY(second.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::playMoves(first, {QStringLiteral("7g7f")}));
        QVERIFY(AppTest::playMoves(second, {QStringLiteral("d2d4")}));
        first.waitForAutosave();
        second.waitForAutosave();
        QVERIFY(first.autosavePath() != second.autosavePath());
        QVERIFY(QFile::exists(first.autosavePath()));
        AppTest::answer(QMessageBox::Discard);
        QVERIFY(second.close());
        QVERIFY(!QFile::exists(second.autosavePath()));
        QVERIFY(QFile::exists(first.autosavePath())); // the other window's game stays
        QCOMPARE(sortedGames(autosaves(first.autosave()->directory())),
            QStringList{QStringLiteral("shogi:1")});
    }

    void restoreOfferInProcess()
    {
        const QStringList chess{
            QStringLiteral("e2e4"), QStringLiteral("c7c5"), QStringLiteral("g1f3")};
        const QStringList shogi{QStringLiteral("7g7f"), QStringLiteral("3c3d")};
        {
            MainWindow crashedA(&m_registry), crashedB(&m_registry); // destroyed unclosed
            QVERIFY(crashedA.startGame(QStringLiteral("chess")));
            QVERIFY(AppTest::playMoves(crashedA, chess));
            crashedA.game()->undo(); // the later move is kept too
            QVERIFY(crashedB.startGame(QStringLiteral("shogi")));
            QVERIFY(AppTest::playMoves(crashedB, shogi));
        }
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        const QString dir = w.autosave()->directory();
        QCOMPARE(sortedGames(autosaves(dir)),
            (QStringList{QStringLiteral("chess:3"), QStringLiteral("shogi:2")}));

        // Keep for Later: nothing restored, nothing deleted.
        AppTest::whenModal<RestoreDialog>([](RestoreDialog* d) {
            QCOMPARE(d->findChild<QListWidget*>()->count(), 2);
            QTest::mouseClick(
                d->findChild<QPushButton*>(QStringLiteral("keepForLater")), Qt::LeftButton);
        });
        QVERIFY(w.offerRestore().isEmpty());
        QCOMPARE(autosaves(dir).size(), 2);
        QCOMPARE(w.game()->lineLength(), 0);

        // Restore only the chess game, here; the other stays for later.
        AppTest::whenModal<RestoreDialog>([](RestoreDialog* d) {
            auto* list = d->findChild<QListWidget*>();
            for (int i = 0; i < list->count(); ++i)
                if (!list->item(i)->text().contains(QStringLiteral("Chess")))
                    list->item(i)->setCheckState(Qt::Unchecked);
            QTest::mouseClick(
                d->findChild<QPushButton*>(QStringLiteral("restore")), Qt::LeftButton);
        });
        const QList<MainWindow*> restored = w.offerRestore();
        QCOMPARE(restored.size(), 1);
        QCOMPARE(restored[0], &w);
        QCOMPARE(w.game()->lineTexts(), chess);
        QVERIFY(w.filePath().isEmpty()); // unsaved: Save asks where
        QVERIFY(w.document()->isModified());
        QVERIFY(w.isWindowModified());
        w.waitForAutosave();
        // Now in this window's autosave; the shogi game is still waiting.
        QCOMPARE(sortedGames(autosaves(dir)),
            (QStringList{QStringLiteral("chess:3"), QStringLiteral("shogi:2")}));
        QVERIFY(QFile::exists(w.autosavePath()));

        // Restoring into a window with a game opens a new window.
        AppTest::whenModal<RestoreDialog>([](RestoreDialog* d) {
            QCOMPARE(d->findChild<QListWidget*>()->count(), 1); // this window's is live
            QTest::mouseClick(
                d->findChild<QPushButton*>(QStringLiteral("restore")), Qt::LeftButton);
        });
        const QList<MainWindow*> second = w.offerRestore();
        QCOMPARE(second.size(), 1);
        QVERIFY(second[0] != &w);
        QCOMPARE(second[0]->game()->presetId(), QStringLiteral("shogi"));
        QCOMPARE(second[0]->game()->lineTexts(), shogi);
        second[0]->waitForAutosave();
        QCOMPARE(sortedGames(autosaves(dir)),
            (QStringList{QStringLiteral("chess:3"), QStringLiteral("shogi:2")}));
        delete second[0]; // killed again

        // Discard deletes the checked games.
        AppTest::whenModal<RestoreDialog>([](RestoreDialog* d) {
            QTest::mouseClick(
                d->findChild<QPushButton*>(QStringLiteral("discard")), Qt::LeftButton);
        });
        QVERIFY(w.offerRestore().isEmpty());
        QCOMPARE(sortedGames(autosaves(dir)), QStringList{QStringLiteral("chess:3")});
        AppTest::ModalWatch watch; // nothing left to offer
        QVERIFY(w.offerRestore().isEmpty());
        QVERIFY(!watch.seen());
    }

    void killedProcessesRestoredByEveryStart()
    {
        const QString dir = appAutosaveDir();
        const QString file = m_home.filePath(QStringLiteral("opened.pgn"));
        QVERIFY(AppTest::writeFile(file, "[Variant \"crazyhouse\"]\n\n1. e4 d5 *\n"));
        auto waitFor = [&](const QStringList& games) {
            QTRY_COMPARE_WITH_TIMEOUT(sortedGames(autosaves(dir)), games, 60000);
        };
        // 1. A bare start (the moves typed), killed.
        auto bare = startApp({QStringLiteral("--moves"), QStringLiteral("e2e4 e7e5")});
        waitFor({QStringLiteral("chess:2")});
        killHard(*bare);
        // 2. --preset, killed.
        auto preset = startApp(
            {QStringLiteral("--preset"), QStringLiteral("shogi"), QStringLiteral("--restore"),
                QStringLiteral("none"), QStringLiteral("--moves"), QStringLiteral("7g7f")});
        waitFor({QStringLiteral("chess:2"), QStringLiteral("shogi:1")});
        killHard(*preset);
        // 3. A file opened and played on, killed.
        auto opened = startApp({file, QStringLiteral("--restore"), QStringLiteral("none"),
            QStringLiteral("--moves"), QStringLiteral("e4d5")});
        waitFor(
            {QStringLiteral("chess:2"), QStringLiteral("crazyhouse:3"), QStringLiteral("shogi:1")});
        killHard(*opened);
        // 4. Two instances at once: one lives on, the other is killed.
        auto live = startApp(
            {QStringLiteral("--preset"), QStringLiteral("xiangqi"), QStringLiteral("--restore"),
                QStringLiteral("none"), QStringLiteral("--moves"), QStringLiteral("h3e3")});
        auto killed = startApp(
            {QStringLiteral("--preset"), QStringLiteral("minishogi"), QStringLiteral("--restore"),
                QStringLiteral("none"), QStringLiteral("--moves"), QStringLiteral("1e1d")});
        const QStringList everything{QStringLiteral("chess:2"), QStringLiteral("crazyhouse:3"),
            QStringLiteral("minishogi:1"), QStringLiteral("shogi:1"), QStringLiteral("xiangqi:1")};
        waitFor(everything);
        killHard(*killed);
        const QString liveSession = autosaves(dir).key(QStringLiteral("xiangqi:1"));
        const QByteArray liveGame = AppTest::readAll(dir + u'/' + liveSession + ".pgn");

        // Every kind of restart restores every crashed game (each into a new session) and
        // never the live instance's; then it is killed too, and the next one finds them all.
        const QList<QStringList> restarts{
            {QStringLiteral("--restore"), QStringLiteral("all")},
            {QStringLiteral("--preset"), QStringLiteral("kyotoshogi"), QStringLiteral("--restore"),
                QStringLiteral("all")},
            {file, QStringLiteral("--restore"), QStringLiteral("all")},
        };
        for (const QStringList& args : restarts) {
            const QStringList before = autosaves(dir).keys();
            auto restart = startApp(args);
            // Restored: the same games, each under a new session, the live one untouched.
            auto restored = [&] {
                const QMap<QString, QString> now = autosaves(dir);
                if (sortedGames(now) != everything)
                    return false;
                for (auto it = now.cbegin(); it != now.cend(); ++it)
                    if (it.key() != liveSession && before.contains(it.key()))
                        return false;
                return true;
            };
            QTRY_VERIFY_WITH_TIMEOUT(restored(), 60000);
            QVERIFY(autosaves(dir).contains(liveSession));
            QCOMPARE(AppTest::readAll(dir + u'/' + liveSession + ".pgn"), liveGame);
            killHard(*restart);
        }
        // The restored games are the games that were played, move for move.
        const QMap<QString, QString> last = autosaves(dir);
        const QString crazy = last.key(QStringLiteral("crazyhouse:3"));
        const fb::io::LoadResult r = fb::io::loadGames(dir + u'/' + crazy + ".pgn", m_registry);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.games.constFirst().mainLine.moves.size(), size_t(3));
        MainWindow played(&m_registry);
        QVERIFY(played.startGame(QStringLiteral("crazyhouse")));
        QVERIFY(AppTest::playMoves(
            played, {QStringLiteral("e2e4"), QStringLiteral("d7d5"), QStringLiteral("e4d5")}));
        QCOMPARE(fb::writeFen(*r.games.constFirst().positionAt()),
            fb::writeFen(played.game()->position()));

        // --restore none keeps everything for later, and a live instance's game is never taken.
        auto keep = startApp({QStringLiteral("--restore"), QStringLiteral("none"),
            QStringLiteral("--moves"), QStringLiteral("a2a3")});
        QTRY_COMPARE_WITH_TIMEOUT(autosaves(dir).size(), everything.size() + 1, 60000);
        for (auto it = last.cbegin(); it != last.cend(); ++it)
            QCOMPARE(autosaves(dir).value(it.key()), it.value());
        killHard(*keep);
        killHard(*live);
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"

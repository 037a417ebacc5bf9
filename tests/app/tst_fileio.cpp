// SPDX-License-Identifier: GPL-3.0-or-later
// Game logs in the app: Save / Open round trips, the pick list of a file with several games,
// errors that keep the current game, the autosave and its restore, a file on the command line.
#include "apptest.h"
#include "fen.h"
#include "gamecontroller.h"
#include "gameio.h"
#include "mainwindow.h"
#include "savechoices.h"
#include "textdecode.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QInputDialog>
#include <QMessageBox>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

class TestFileIo : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// Saves a game through the window, opens it in a fresh one and compares.
    void roundTrip(const QString& preset, const QStringList& moves, const QString& file)
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(preset));
        QVERIFY(AppTest::playMoves(w, moves));
        QString error;
        QVERIFY2(w.saveTo(path(file), &error), qPrintable(error));
        QCOMPARE(w.filePath(), path(file));

        MainWindow fresh(&m_registry);
        QVERIFY(fresh.startGame(QStringLiteral("chess")));
        AppTest::ModalWatch watch; // nothing is asked for a file with one game
        QVERIFY(fresh.openFrom(path(file)));
        QVERIFY(!watch.seen());
        QCOMPARE(fresh.game()->presetId(), preset);
        QCOMPARE(fresh.game()->moveTexts(), moves);
        QCOMPARE(fb::writeFen(fresh.game()->position()), fb::writeFen(w.game()->position()));
        QCOMPARE(fresh.filePath(), path(file));
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
        QVERIFY(m_dir.isValid());
    }

    void actions()
    {
        MainWindow w(&m_registry);
        auto shortcut = [&w](const char* name) {
            auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
            return a ? a->shortcut() : QKeySequence();
        };
        QCOMPARE(shortcut("openGame"), QKeySequence(Qt::CTRL | Qt::Key_O));
        QCOMPARE(shortcut("saveGame"), QKeySequence(Qt::CTRL | Qt::Key_S));
        QCOMPARE(shortcut("saveGameAs"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    }

    void chessRoundTrip()
    {
        roundTrip(QStringLiteral("chess"),
            {QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3"),
                QStringLiteral("b8c6"), QStringLiteral("f1b5"), QStringLiteral("g8f6"),
                QStringLiteral("e1g1")},
            QStringLiteral("chess.pgn"));
    }

    void crazyhouseDropsRoundTrip()
    {
        roundTrip(QStringLiteral("crazyhouse"),
            {QStringLiteral("e2e4"), QStringLiteral("d7d5"), QStringLiteral("e4d5"),
                QStringLiteral("d8d5"), QStringLiteral("b1c3"), QStringLiteral("d5a5"),
                QStringLiteral("P@d5"), QStringLiteral("P@e4")},
            QStringLiteral("zh.pgn"));
    }

    void formatFollowsTheName()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("7g7f"), QStringLiteral("3c3d")}));
        QString error;
        QVERIFY2(w.saveTo(path(QStringLiteral("shogi.kifu")), &error), qPrintable(error));
        QVERIFY(QString::fromUtf8(AppTest::readAll(path(QStringLiteral("shogi.kifu"))))
                .contains(QStringLiteral("手数")));
        // No known suffix: PGN.
        QVERIFY2(w.saveTo(path(QStringLiteral("noname")), &error), qPrintable(error));
        QCOMPARE(w.filePath(), path(QStringLiteral("noname.pgn")));
        QVERIFY(AppTest::readAll(w.filePath()).contains("[Variant \"shogi\"]"));
    }

    void failedSaveKeepsTheOldFile()
    {
        const QString file = path(QStringLiteral("old.kif"));
        QVERIFY(AppTest::writeFile(file, "old contents\n"));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("e2e4")}));
        QString error;
        QVERIFY(!w.saveTo(file, &error)); // KIF does not hold chess
        QVERIFY(!error.isEmpty());
        QCOMPARE(AppTest::readAll(file), QByteArray("old contents\n"));
        QVERIFY(w.filePath().isEmpty());

        // Without an error pointer the window says why.
        AppTest::Shown shown;
        AppTest::answer(QMessageBox::Ok, &shown);
        QVERIFY(!w.saveTo(file));
        QCOMPARE(shown.details, error);
    }

    void tagsAndCommentsSurviveSave()
    {
        const QString in = path(QStringLiteral("annotated.pgn"));
        QVERIFY(AppTest::writeFile(in,
            "[Event \"Club\"]\n[White \"Alice\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n"
            "1. e4 {best by test} e5 2. Nf3 *\n"));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(w.openFrom(in));
        QCOMPARE(w.game()->moveTexts(),
            (QStringList{QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3")}));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("b8c6")}));
        QString error;
        const QString out = path(QStringLiteral("annotated-out.pgn"));
        QVERIFY2(w.saveTo(out, &error), qPrintable(error));
        const fb::io::LoadResult back = fb::io::loadGames(out, m_registry);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.games.size(), 1);
        const fb::io::GameRecord& g = back.games.constFirst();
        QCOMPARE(g.tag(QStringLiteral("White")), QStringLiteral("Alice"));
        QCOMPARE(g.tag(QStringLiteral("Event")), QStringLiteral("Club"));
        QCOMPARE(int(g.mainLine.moves.size()), 4);
        QCOMPARE(g.mainLine.moves[0].comments, QStringList{QStringLiteral("best by test")});
    }

    // Records as other programs write them open through File > Open: xiangqi PGN in WXF and
    // in Chinese (Big5), Janggi .gib (EUC-KR), Chu KIF in 81Dojo's layout, KI2, CSA V2.2 with
    // its time lines and special move, whose termination a save keeps.
    void recordsOfOtherPrograms_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QString>("moves");
        // clang-format off
        QTest::newRow("wxf") << "wxf.pgn" << "[Game \"Chinese Chess\"]\n\n1. C2=5 H8+7 *\n" << "UTF-8" << "h3e3 h10g8";
        QTest::newRow("chinese big5") << "big5.pgn" << "[Game \"Chinese Chess\"]\n\n1. 炮二平五 馬８進７ *\n" << "Big5" << "h3e3 h10g8";
        QTest::newRow("gib") << "game.gib" << "[초대국자 \"초\"]\n[한대국자 \"한\"]\n[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78 2. 41병42\n" << "EUC-KR" << "i4h4 a7b7";
        QTest::newRow("chu 81dojo") << "chu.kif" << "開始日時：2024/03/02\n1手目 ▲12八歩兵 （←12九）\n2手目 △6五獅子 （←6三）\n" << "Shift_JIS" << "12i12h 6c6e";
        QTest::newRow("ki2") << "game.ki2" << "手合割：平手\n\n▲７六歩    △３四歩\n" << "Shift_JIS" << "7g7f 3c3d";
        QTest::newRow("csa") << "game.csa" << "V2.2\nN+A\nN-B\nPI\n+\n+7776FU\nT3\n-3334FU\nT5\n%TORYO\n" << "UTF-8" << "7g7f 3c3d";
        // clang-format on
    }

    void recordsOfOtherPrograms()
    {
        QFETCH(QString, name);
        QFETCH(QString, text);
        QFETCH(QString, encoding);
        QFETCH(QString, moves);
        QByteArray bytes;
        QVERIFY(fb::io::encodeText(text, encoding, bytes));
        const QString file = path(name);
        QVERIFY(AppTest::writeFile(file, bytes));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QString error;
        QVERIFY2(w.openFrom(file, &error), qPrintable(error));
        QCOMPARE(w.game()->moveTexts().join(u' '), moves);
        if (name != u"game.csa")
            return;
        // %TORYO: the game was resigned; saved as PGN, it says so.
        const QString out = path(QStringLiteral("resigned.pgn"));
        QVERIFY2(w.saveTo(out, &error), qPrintable(error));
        QVERIFY(AppTest::readAll(out).contains("[Termination \"resignation\"]"));
    }

    // Saving keeps the look of the file a game was read from (a Chu KIF in 81Dojo's layout, a
    // xiangqi PGN in XBoard's SAN), and Save As's file type changes it.
    void savingKeepsTheRecordsLook()
    {
        const QString chu = path(QStringLiteral("look.kif"));
        QByteArray bytes;
        QVERIFY(fb::io::encodeText(QStringLiteral("1手目 ▲12八歩兵 （←12九）\n"
                                                  "2手目 △6五獅子 （←6三）\n"),
            QStringLiteral("Shift_JIS"), bytes));
        QVERIFY(AppTest::writeFile(chu, bytes));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QString error;
        QVERIFY2(w.openFrom(chu, &error), qPrintable(error));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("12h12g")}));
        QVERIFY2(w.saveTo(chu, &error), qPrintable(error));
        QString text = fb::io::decodeText(AppTest::readAll(chu)).text;
        QVERIFY2(text.contains(QStringLiteral("3手目 ▲12七歩兵")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("手数")));
        // Save As "KIF": the move table.
        fb::io::RecordStyle table;
        const QString other = path(QStringLiteral("look-table.kif"));
        QVERIFY2(w.saveTo(other, &error, table), qPrintable(error));
        text = fb::io::decodeText(AppTest::readAll(other)).text;
        QVERIFY2(text.contains(QStringLiteral("手数----指手")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("手目")));

        const QString xq = path(QStringLiteral("look.pgn"));
        QVERIFY(AppTest::writeFile(xq, "[Variant \"xiangqi\"]\n\n1. Che2 Hg7 *\n"));
        QVERIFY2(w.openFrom(xq, &error), qPrintable(error));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("h1g3")}));
        QVERIFY2(w.saveTo(xq, &error), qPrintable(error));
        QVERIFY2(AppTest::readAll(xq).contains("1. Che2 Hg7 2. Hg2 *"), AppTest::readAll(xq));

        // A xiangqi record in Chinese stays in Chinese; Save As "PGN, WXF" writes WXF.
        const QString cn = path(QStringLiteral("look-cn.pgn"));
        QVERIFY(AppTest::writeFile(cn, "[Variant \"xiangqi\"]\n\n1. 炮二平五 马８进７ *\n"));
        QVERIFY2(w.openFrom(cn, &error), qPrintable(error));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("h1g3")}));
        QVERIFY2(w.saveTo(cn, &error), qPrintable(error));
        text = QString::fromUtf8(AppTest::readAll(cn));
        QVERIFY2(
            text.contains(QStringLiteral("1. 炮二平五 马８进７ 2. 马二进三 *")), qPrintable(text));
        fb::io::RecordStyle wxf;
        wxf.pgnMoves = fb::io::Notation::Wxf;
        QVERIFY2(w.saveTo(cn, &error, wxf), qPrintable(error));
        QVERIFY2(AppTest::readAll(cn).contains("1. C2.5 H8+7 2. H2+3 *"), AppTest::readAll(cn));
    }

    // Save As's file types carry the look they write, and the one a game has is preselected.
    void saveAsChoices()
    {
        using fb::io::KifLayout;
        using fb::io::Notation;
        const QList<SaveChoice> choices = saveChoices(fb::io::notationsOf(fb::Family::Chess));
        fb::io::RecordStyle numbered;
        numbered.kifLayout = KifLayout::Numbered;
        fb::io::RecordStyle xboard;
        xboard.pgnMoves = Notation::XBoardSan;
        const fb::io::RecordStyle plain;
        auto filterFor = [&](const char* file, const fb::io::RecordStyle& s, bool custom) {
            return choices[saveChoiceFor(choices, QString::fromLatin1(file), s, custom)].filter;
        };
        QVERIFY(filterFor("a.kif", numbered, false).contains(QStringLiteral("81Dojo")));
        QCOMPARE(filterFor("a.kifu", plain, false), QStringLiteral("KIF (*.kif *.kifu)"));
        QVERIFY(filterFor("a.pgn", xboard, false).contains(QStringLiteral("XBoard")));
        QCOMPARE(filterFor("a.pgn", plain, false), QStringLiteral("PGN (*.pgn)"));
        QCOMPARE(filterFor("a.gib", plain, false), QStringLiteral("Janggi GIB (*.gib)"));
        // A look the type has no entry for takes the type's first; an unknown type PGN.
        QCOMPARE(filterFor("a.pgn", numbered, false), QStringLiteral("PGN (*.pgn)"));
        QCOMPARE(filterFor("a.csa", xboard, false), QStringLiteral("CSA (*.csa)"));
        QCOMPARE(filterFor("a.xyz", plain, false), QStringLiteral("PGN (*.pgn)"));
        QCOMPARE(choices.constLast().suffixes, QStringList());
        QVERIFY(filterFor("a.pgn", plain, true).contains(QStringLiteral("*.fbz")));
        const std::optional<SaveChoice> dojo
            = saveChoiceNamed(choices, filterFor("a.kif", numbered, false));
        QVERIFY(dojo && dojo->style);
        QCOMPARE(dojo->style->kifLayout, KifLayout::Numbered);
        const std::optional<SaveChoice> all = saveChoiceNamed(choices, choices.constLast().filter);
        QVERIFY(all && !all->style); // All files: the game keeps its look
        // PGN in each notation the family offers, coordinates aside: WXF for xiangqi, not chess.
        auto pgnLooks = [](fb::Family f) {
            QList<Notation> looks;
            for (const SaveChoice& c : saveChoices(fb::io::notationsOf(f)))
                if (c.suffixes == QStringList{QStringLiteral("pgn")})
                    looks << c.style->pgnMoves;
            return looks;
        };
        QCOMPARE(
            pgnLooks(fb::Family::Chess), (QList<Notation>{Notation::San, Notation::XBoardSan}));
        QCOMPARE(pgnLooks(fb::Family::Xiangqi),
            (QList<Notation>{Notation::San, Notation::Wxf, Notation::Chinese, Notation::Iccs,
                Notation::XBoardSan}));
        fb::io::RecordStyle chinese;
        chinese.pgnMoves = Notation::Chinese;
        const QList<SaveChoice> xq = saveChoices(fb::io::notationsOf(fb::Family::Xiangqi));
        QVERIFY(xq[saveChoiceFor(xq, QStringLiteral("a.pgn"), chinese, false)].filter.contains(
            QStringLiteral("炮二平五")));
    }

    // Game > Paste Game opens the record on the clipboard (any format, told by its content);
    // the game has no file yet and counts as unsaved. An empty clipboard keeps the game.
    void pasteGame()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QApplication::clipboard()->setText(QStringLiteral(
            "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"));
        QAction* paste = w.findChild<QAction*>(QStringLiteral("pasteGame"));
        QVERIFY(paste);
        QCOMPARE(paste->shortcut(), QKeySequence(QKeySequence::Paste));
        paste->trigger();
        QCOMPARE(w.game()->presetId(), QStringLiteral("shogi"));
        QCOMPARE(w.game()->moveTexts().join(u' '), QStringLiteral("7g7f 3c3d"));
        QVERIFY(w.filePath().isEmpty());
        QVERIFY(w.isWindowModified()); // only in memory: Save changes? asks before it is lost
        QApplication::clipboard()->setText(QStringLiteral("   "));
        QString error;
        QVERIFY(!w.pasteGame(&error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(w.game()->moveTexts().join(u' '), QStringLiteral("7g7f 3c3d"));
        QApplication::clipboard()->setText(QStringLiteral("1. e4 Nf6 2. Qxf7 *"));
        QVERIFY(!w.pasteGame(&error)); // Qxf7 is not a legal move: refused with its place
        QVERIFY2(error.contains(QStringLiteral("Qxf7")), qPrintable(error));
        QCOMPARE(w.game()->moveTexts().join(u' '), QStringLiteral("7g7f 3c3d"));
    }

    // A file or a record's text dropped on the window opens as Open and Paste Game would;
    // the board leaves drops to the window.
    void dropRecords()
    {
        const QString file = path(QStringLiteral("dropped.pgn"));
        QVERIFY(AppTest::writeFile(file, "[Variant \"xiangqi\"]\n\n1. C2=5 H8+7 *\n"));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(w.acceptDrops());
        QVERIFY(!w.view()->viewport()->acceptDrops());
        QMimeData files;
        files.setUrls({QUrl::fromLocalFile(file)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &files, Qt::LeftButton, {});
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &files, Qt::LeftButton, {});
        QApplication::sendEvent(&w, &drop);
        QCOMPARE(w.game()->presetId(), QStringLiteral("xiangqi"));
        QCOMPARE(w.game()->moveTexts().join(u' '), QStringLiteral("h3e3 h10g8"));
        QCOMPARE(w.filePath(), file);
        QMimeData text;
        text.setText(QStringLiteral("[Variant \"crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e4 *"));
        QString error;
        QVERIFY2(w.openDropped(&text, &error), qPrintable(error));
        QCOMPARE(w.game()->presetId(), QStringLiteral("crazyhouse"));
        QCOMPARE(w.game()->lineLength(), 5);
        QMimeData nothing;
        QVERIFY(!w.openDropped(&nothing, &error));
        QCOMPARE(w.game()->presetId(), QStringLiteral("crazyhouse"));
        // What is refused is said of the drop, not of the clipboard.
        QMimeData blank;
        blank.setText(QStringLiteral("  \n"));
        QVERIFY(!w.openDropped(&blank, &error));
        QCOMPARE(error, QStringLiteral("The dropped text is empty."));
        QMimeData prose;
        prose.setText(QStringLiteral("Dear Bob, here is our game."));
        QVERIFY(!w.openDropped(&prose, &error));
        QVERIFY2(error.contains(QStringLiteral("dropped text")), qPrintable(error));
        QCOMPARE(w.game()->presetId(), QStringLiteral("crazyhouse"));
    }

    void pickOneOfSeveralGames()
    {
        const QString file = path(QStringLiteral("two.pgn"));
        QVERIFY(AppTest::writeFile(file,
            "[White \"Alice\"]\n[Black \"Bob\"]\n\n1. e4 e5 *\n\n"
            "[White \"Carol\"]\n[Black \"Dave\"]\n[Event \"Final\"]\n\n1. d4 d5 2. c4 *\n"));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QStringList offered;
        AppTest::whenModal<QInputDialog>([&offered](QInputDialog* d) {
            offered = d->comboBoxItems();
            d->setTextValue(offered.value(1));
            d->accept();
        });
        QVERIFY(w.openFrom(file));
        QCOMPARE(offered,
            (QStringList{
                QStringLiteral("1. Alice - Bob"), QStringLiteral("2. Carol - Dave (Final)")}));
        QCOMPARE(w.game()->moveTexts(),
            (QStringList{QStringLiteral("d2d4"), QStringLiteral("d7d5"), QStringLiteral("c2c4")}));
        QVERIFY(w.filePath().isEmpty()); // Save must not overwrite the other game

        // Cancelling the list keeps the game.
        AppTest::whenModal<QInputDialog>([](QInputDialog* d) { d->reject(); });
        QVERIFY(!w.openFrom(file));
        QCOMPARE(w.game()->lineLength(), 3);
    }

    void malformedFileKeepsTheGame_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("where");
        QTest::newRow("illegal move")
            << QByteArray("[Event \"x\"]\n\n1. e4 e5\n2. Nf9 *\n") << QStringLiteral("bad.pgn:4:");
        QTest::newRow("unknown variant")
            << QByteArray("[Variant \"nosuchvariant\"]\n\n1. e4 *\n") << QStringLiteral("bad.pgn:");
    }

    void malformedFileKeepsTheGame()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, where);
        const QString file = path(QStringLiteral("bad.pgn"));
        QVERIFY(AppTest::writeFile(file, contents));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("d2d4"), QStringLiteral("g8f6")}));
        const QString fen = fb::writeFen(w.game()->position());
        AppTest::Shown shown;
        AppTest::answer(QMessageBox::Ok, &shown);
        QString error; // a file on the command line: nothing asked, the error told
        QVERIFY(!w.openFrom(file, &error));
        QVERIFY(!w.load(file)); // after "Save changes?": the message box
        QVERIFY2(shown.details.contains(where), qPrintable(shown.details));
        QVERIFY2(error.contains(where), qPrintable(error));
        QCOMPARE(
            w.game()->moveTexts(), (QStringList{QStringLiteral("d2d4"), QStringLiteral("g8f6")}));
        QCOMPARE(fb::writeFen(w.game()->position()), fen);
        QCOMPARE(w.game()->presetId(), QStringLiteral("chess"));
    }

    void autosaveAfterEveryMoveRemovedOnClose()
    {
        {
            MainWindow w(&m_registry);
            const QString autosave = w.autosavePath();
            QVERIFY(w.startGame(QStringLiteral("crazyhouse")));
            QVERIFY(!QFile::exists(autosave));
            QVERIFY(AppTest::playMoves(w, {QStringLiteral("e2e4")}));
            w.waitForAutosave();
            QVERIFY(QFile::exists(autosave));
            QVERIFY(AppTest::playMoves(w, {QStringLiteral("d7d5"), QStringLiteral("e4d5")}));
            w.waitForAutosave();
            const fb::io::LoadResult saved = fb::io::loadGames(autosave, m_registry);
            QVERIFY2(saved.ok(), qPrintable(saved.error));
            QCOMPARE(saved.games.constFirst().presetId, QStringLiteral("crazyhouse"));
            QCOMPARE(int(saved.games.constFirst().mainLine.moves.size()), 3);
            AppTest::answer(QMessageBox::Discard); // "Save changes?"
            QVERIFY(w.close());
            QVERIFY(!QFile::exists(autosave));
        }
        {
            MainWindow screenshot(&m_registry); // --screenshot: nothing written
            screenshot.setAutosaveEnabled(false);
            QVERIFY(screenshot.startGame(QStringLiteral("chess")));
            QVERIFY(AppTest::playMoves(screenshot, {QStringLiteral("e2e4")}));
            screenshot.waitForAutosave();
            QVERIFY(!QFile::exists(screenshot.autosavePath()));
        }
    }

    void fileOnTheCommandLine()
    {
        const QString good = path(QStringLiteral("cli.pgn"));
        QVERIFY(AppTest::writeFile(
            good, "[Variant \"crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e4 *\n"));
        const QString bad = path(QStringLiteral("cli-bad.pgn"));
        QVERIFY(AppTest::writeFile(bad, "1. e4 e5\n2. Ke3 *\n"));
        const QString shot = path(QStringLiteral("cli.png"));
        QCOMPARE(AppTest::runApp({good, QStringLiteral("--screenshot"), shot}).code, 0);
        QVERIFY(QFile::exists(shot));
        const AppTest::AppRun r = AppTest::runApp({bad, QStringLiteral("--screenshot"), shot});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cli-bad.pgn:2:")), qPrintable(r.err));
    }
};

QTEST_MAIN(TestFileIo)
#include "tst_fileio.moc"

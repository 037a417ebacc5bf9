// SPDX-License-Identifier: GPL-3.0-or-later
// The loading and saving API the GUI calls: whole results or clear errors, atomic saves.
#include "iotest.h"
#include "randomgames.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace fb;
using namespace fb::io;

class TestGameIo : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /// `bytes` written to `name` in the test folder; its path.
    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        if (!iotest::writeFile(path, bytes))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    static GameRecord chessGame()
    {
        return randomGames(
            iotest::bundled().variant(QStringLiteral("chess")), QStringLiteral("chess"), 1, 5, 30)
            .front();
    }

private Q_SLOTS:
    void fileLevelErrors_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << "empty.pgn" << QByteArray()
                               << "empty.pgn:1: no game found in this PGN file";
        QTest::newRow("unknown format") << "notes.dat" << QByteArray("just some words\n")
                                        << "notes.dat:1: cannot tell the log format";
        QTest::newRow("binary") << "noise.bin" << QByteArray("\x00\x01\x02\xff\xfe", 5)
                                << "noise.bin:1: cannot tell the log format";
        QTest::newRow("zip named pgn")
            << "fake.pgn" << QByteArray("PK\x03\x04garbage", 11) << "fake.pgn: not a zip archive";
        QTest::newRow("bundle not a zip")
            << "fake.fbz" << QByteArray("[Event \"x\"]\n") << "fake.fbz: not a zip archive";
    }

    void fileLevelErrors()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        const QString path = write(name, bytes);
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY(!r.ok());
        QVERIFY(r.games.isEmpty());
        QVERIFY2(r.error.startsWith(m_dir.filePath(error.left(error.indexOf(u':')))),
            qPrintable(r.error));
        QVERIFY2(r.error.contains(error.mid(error.indexOf(u':'))), qPrintable(r.error));
    }

    void missingFile()
    {
        const LoadResult r
            = loadGames(m_dir.filePath(QStringLiteral("nope.pgn")), iotest::bundled());
        QVERIFY(!r.ok());
        QVERIFY(r.error.startsWith(m_dir.filePath(QStringLiteral("nope.pgn: "))));
    }

    void onlyGame()
    {
        LoadOptions o;
        o.onlyGame = 3;
        LoadResult r
            = loadGames(iotest::logs(QStringLiteral("chess-annotated.pgn")), iotest::bundled(), o);
        QCOMPARE(r.games.size(), 1);
        QCOMPARE(r.games[0].number, 3);
        QCOMPARE(r.games[0].tag(QStringLiteral("Round")), QStringLiteral("3"));
        o.onlyGame = 9;
        r = loadGames(iotest::logs(QStringLiteral("chess-annotated.pgn")), iotest::bundled(), o);
        QVERIFY(!r.ok());
        QVERIFY(r.error.endsWith(QStringLiteral("there is no game 9 (the file has 4)")));
    }

    void saveAndPositions()
    {
        const GameRecord g = chessGame();
        QVERIFY(g.isComplete());
        const QString path = m_dir.filePath(QStringLiteral("one.pgn"));
        QString error;
        QVERIFY2(saveGame(g, path, &error), qPrintable(error));
        const LoadResult r = loadGames(path, iotest::bundled());
        QVERIFY(r.games[0].isComplete());
        // A record replays itself into positions.
        for (int ply : {0, 1, 10, int(g.mainLine.moves.size())})
            QCOMPARE(r.games[0].positionAt(ply)->key(), g.positionAt(ply)->key());
    }

    // A save that fails leaves the old file as it was and says why.
    void failedSavesKeepTheOldFile()
    {
        const QByteArray old("[Event \"old\"]\n\n1. e4 *\n");
        const QString path = write(QStringLiteral("keep.kif"), old);
        QString error;
        // Chess cannot be written as KIF.
        QVERIFY(!saveGame(chessGame(), path, &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": KIF has no names")), qPrintable(error));
        QCOMPARE(iotest::readAll(path), old);
        // An incomplete game is never written.
        GameRecord broken = chessGame();
        broken.error = QStringLiteral("x.pgn:3: bad move");
        const QString pgn = write(QStringLiteral("keep.pgn"), old);
        QVERIFY(!saveGame(broken, pgn, &error));
        QVERIFY(error.contains(QStringLiteral("not complete")));
        QCOMPARE(iotest::readAll(pgn), old);
        // Several games in a one-game format.
        QVERIFY(
            !saveGames({chessGame(), chessGame()}, write(QStringLiteral("two.usi"), old), &error));
        QVERIFY(error.contains(QStringLiteral("holds one game")));
        // An unknown file type.
        QVERIFY(!saveGame(chessGame(), m_dir.filePath(QStringLiteral("x.docx")), &error));
        QVERIFY(error.contains(QStringLiteral("unknown file type")));
        // The disk refuses: a folder that cannot be written.
        if (::geteuid() != 0) {
            QDir(m_dir.path()).mkdir(QStringLiteral("ro"));
            const QString ro = m_dir.filePath(QStringLiteral("ro"));
            const QString inside = QDir(ro).filePath(QStringLiteral("game.pgn"));
            QFile::setPermissions(ro, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
            QVERIFY(!saveGame(chessGame(), inside, &error));
            QVERIFY(error.startsWith(inside + QStringLiteral(": ")));
            QFile::setPermissions(
                ro, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
        // A folder in the way of the file.
        QDir(m_dir.path()).mkdir(QStringLiteral("folder.pgn"));
        QVERIFY(!saveGame(chessGame(), m_dir.filePath(QStringLiteral("folder.pgn")), &error));
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("folder.pgn"))).isDir());
    }

    void formatDetection_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("format");
        QTest::newRow("pgn tags") << "[Event \"x\"]\n1. e4" << int(LogFormat::Pgn);
        QTest::newRow("pgn movetext") << "1. e4 e5 2. Nf3" << int(LogFormat::Pgn);
        QTest::newRow("kif") << "手合割：平手\n" << int(LogFormat::Kif);
        QTest::newRow("csa") << "V2.2\nPI\n+\n+7776FU\n" << int(LogFormat::Csa);
        QTest::newRow("csa moves") << "+7776FU\n-3334FU\n" << int(LogFormat::Csa);
        QTest::newRow("game courier") << "1. P e2-e4\n1... p e7-e5\n"
                                      << int(LogFormat::GameCourier);
        QTest::newRow("usi") << "position startpos moves 7g7f 3c3d" << int(LogFormat::Usi);
        QTest::newRow("usi bare") << "7g7f 3c3d 2g2f" << int(LogFormat::Usi);
        QTest::newRow("uci") << "e2e4 e7e5 g1f3" << int(LogFormat::Uci);
        QTest::newRow("gib") << "[초대국자 \"a\"]\n[초차림 \"마상상마\"]\n\n1. 79졸78\n"
                             << int(LogFormat::Gib);
        QTest::newRow("nothing") << "hello world" << int(LogFormat::Unknown);
    }

    void formatDetection()
    {
        QFETCH(QString, text);
        QFETCH(int, format);
        QCOMPARE(int(detectFormat(text)), format);
    }

    void formatByName()
    {
        QCOMPARE(formatForPath(QStringLiteral("a/b/games.PGN.gz")), LogFormat::Pgn);
        QCOMPARE(formatForPath(QStringLiteral("x.kifu")), LogFormat::Kif);
        QCOMPARE(formatForPath(QStringLiteral("x.txt")), LogFormat::GameCourier);
        QCOMPARE(formatForPath(QStringLiteral("x.fbpz")), LogFormat::PresetBundle);
        // A .txt file is read by what it holds.
        const LoadResult r = iotest::load(
            QStringLiteral("[Event \"x\"]\n\n1. e4 *\n"), QStringLiteral("notes.txt"));
        QVERIFY(r.games[0].isComplete());
    }
};

QTEST_GUILESS_MAIN(TestGameIo)
#include "tst_gameio.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs that once crashed or hung a reader (found by the fuzzers, kept in
// tests/data/logs/regressions/): each must load to games or to an error, never crash.
#include "betza.h"
#include "bundle.h"
#include "fen.h"
#include "iotest.h"

#include <QDirIterator>
#include <QTest>

using namespace fb;
using namespace fb::io;

class TestRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void inputs_data()
    {
        QTest::addColumn<QString>("path");
        QDirIterator it(iotest::logs(QStringLiteral("regressions")), QDir::Files);
        int n = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QStringLiteral(".md")))
                continue;
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
            ++n;
        }
        if (n == 0)
            QTest::newRow("none") << QString();
    }

    void inputs()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("no regression inputs");
        const LoadResult r = loadGames(path, iotest::bundled());
        // Either a file-level error or games, each complete or with an error: never both.
        QVERIFY(r.ok() || r.games.isEmpty());
        for (const GameRecord& g : r.games)
            QVERIFY(g.isComplete() || !g.error.isEmpty());
        // The same bytes as every other format, and as FEN text.
        for (const char* name : {"x.pgn", "x.kif", "x.csa", "x.gc", "x.usi", "x.ucci", "x.fbz"})
            loadGamesFromData(iotest::readAll(path), QString::fromLatin1(name), iotest::bundled());
        const QString text = QString::fromUtf8(iotest::readAll(path)).left(2000);
        for (const char* id : {"chess", "shogi", "chushogi", "xiangqi"})
            readFen(iotest::bundled().variant(QString::fromLatin1(id)), text);
    }

    // The XBetza inputs fuzz_xbetza found: the canonical form of a movement must read back as
    // the same movement (fuzz_xbetza checks every input it tries with FAIRYBOARD_FUZZ_STRICT=1).
    void xbetzaCanonical_data()
    {
        QTest::addColumn<QString>("text");
        QDirIterator it(iotest::logs(QStringLiteral("regressions")),
            {QStringLiteral("xbetza-*.txt")}, QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(qPrintable(QFileInfo(path).fileName()))
                << QString::fromUtf8(iotest::readAll(path)).trimmed();
        }
    }

    void xbetzaCanonical()
    {
        QFETCH(QString, text);
        const auto m = betza::parse(text);
        QVERIFY(m);
        const QString canonical = m->canonical();
        const auto again = betza::parse(canonical);
        QVERIFY2(again && again->canonical() == canonical,
            qPrintable(text + QStringLiteral(" -> ") + canonical));
    }
};

QTEST_GUILESS_MAIN(TestRegressions)
#include "tst_regressions.moc"

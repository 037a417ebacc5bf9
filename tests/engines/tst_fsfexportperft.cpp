// SPDX-License-Identifier: GPL-3.0-or-later
// The goal presets, and presets whose pawns have no double step, written as variants.ini
// sections (fairyboard-variantimport's export) and loaded into Fairy-Stockfish itself: its
// perft from the start position equals ours. The
// installed engine is the oracle of the export; the test skips when it is absent.
#include "enginetest.h"
#include "enginetestutil.h"
#include "fsfexport.h"
#include "perft.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Fairy-Stockfish's "go perft depth" for variant `id` of the variants.ini `file`; -1 when it
// gives no count or did not take the variant (it stays at chess then).
qint64 fsfPerft(const QString& engine, const QString& file, const QString& id, int depth)
{
    QProcess p;
    p.start(engine, {});
    if (!p.waitForStarted())
        return -1;
    p.write(QStringLiteral("uci\nsetoption name VariantPath value %1\n"
                           "setoption name UCI_Variant value %2\nposition startpos\n"
                           "go perft %3\nquit\n")
            .arg(file, id)
            .arg(depth)
            .toUtf8());
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        return -1;
    static const QRegularExpression nodes(QStringLiteral("Nodes searched: (\\d+)"));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QRegularExpressionMatch m = nodes.match(out);
    const bool loaded = out.contains(QStringLiteral("info string variant %1 ").arg(id));
    return m.hasMatch() && loaded ? m.captured(1).toLongLong() : -1;
}

} // namespace

class TestFsfExportPerft : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void goalPresets_data()
    {
        QTest::addColumn<QString>("id");
        for (const char* id :
            {"3check", "kingofthehill", "racingkings", "antichess", "giveaway", "codrus", "losers",
                "extinction", "kinglet", "threekings", "horde", "makruk", "shatar"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void goalPresets()
    {
        QFETCH(QString, id);
        const QString engine = enginetest::findEngine(QStringLiteral("fairy-stockfish"));
        if (engine.isEmpty())
            QSKIP("fairy-stockfish is not installed (packaging/dev installs it in the build root)");
        const fb::io::FsfExport out = fb::io::exportFsf(fbtest::bundled().resolved(id));
        QVERIFY2(out.ok(), qPrintable(out.reasons.join(u'\n')));
        // Fairy-Stockfish keeps its built-in variant of the same name: the section gets its own
        QString text = out.text;
        const QString section = QStringLiteral("fairyboard-") + id;
        QVERIFY(text.contains(u'[' + id + u']'));
        text.replace(u'[' + id + u']', u'[' + section + u']');
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("variants.ini"));
        QVERIFY(fbtest::writeFile(file, text.toUtf8()));
        std::optional<fb::Position> start = fbtest::position(id);
        QVERIFY(start);
        const qint64 ours = qint64(fb::perft(*start, 3));
        QCOMPARE(fsfPerft(engine, file, section, 3), ours);
    }
};

QTEST_GUILESS_MAIN(TestFsfExportPerft)
#include "tst_fsfexportperft.moc"

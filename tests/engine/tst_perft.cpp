// SPDX-License-Identifier: GPL-3.0-or-later
// Perft against the published counts of tests/data/perft.tsv: every row whose preset is bundled
// and whose count is within the node budget (FAIRYBOARD_PERFT_BUDGET, default 1,000,000).
// Published positions that cannot occur in a game (kingless boards) say so in their note
// ("an impossible position") and are read as --allow-illegal-position reads them.
#include "enginetest.h"
#include "perft.h"

#include <QFile>
#include <QTest>

namespace {

constexpr quint64 DefaultBudget = 1000000;
const QStringList Columns = {QStringLiteral("variant"), QStringLiteral("fen_or_startpos"),
    QStringLiteral("depth"), QStringLiteral("nodes"), QStringLiteral("source"),
    QStringLiteral("pos_format"), QStringLiteral("note")};

struct Row
{
    QString variant, position, format, note;
    int depth = 0;
    quint64 nodes = 0;
};

quint64 budget()
{
    bool ok = false;
    const quint64 b = qEnvironmentVariable("FAIRYBOARD_PERFT_BUDGET").toULongLong(&ok);
    return ok ? b : DefaultBudget;
}

// Reads perft.tsv; returns an error text for the first malformed line, if any.
QString readTable(QList<Row>& rows)
{
    QFile f(QStringLiteral(FAIRYBOARD_TEST_DATA "/perft.tsv"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return f.fileName() + QStringLiteral(": ") + f.errorString();
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    if (lines.isEmpty() || lines[0].split(u'\t') != Columns)
        return QStringLiteral("header is not ") + Columns.join(u'\t');
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList c = lines[i].split(u'\t');
        Row r;
        bool depthOk = false, nodesOk = false;
        if (c.size() == Columns.size()) {
            r = {c[0], c[1], c[5], c[6], c[2].toInt(&depthOk), c[3].toULongLong(&nodesOk)};
        }
        if (!depthOk || !nodesOk || r.depth < 1 || r.variant.isEmpty() || c[4].isEmpty())
            return QStringLiteral("line %1 is malformed: %2").arg(i + 1).arg(lines[i]);
        rows << r;
    }
    return {};
}

// A USI SFEN ("board side hands [move]") as a Fairy-Stockfish FEN: the first player moves on
// 'b' in SFEN and 'w' in FEN; hands go in brackets (readFen accepts counts such as "3p").
QString sfenToFen(const QString& sfen, QString* hands)
{
    const QStringList f = sfen.split(u' ', Qt::SkipEmptyParts);
    *hands = f.value(2, QStringLiteral("-"));
    const QString side = f.value(1) == u"w" ? QStringLiteral("b") : QStringLiteral("w");
    return QStringLiteral("%1[%2] %3 - - 0 %4")
        .arg(
            f.value(0), *hands == u"-" ? QString() : *hands, side, f.value(3, QStringLiteral("1")));
}

// Does the row's note mark a published position that cannot occur in a game?
bool marksImpossible(const QString& note)
{
    return note.contains(QStringLiteral("an impossible position"));
}

// What a row is played from: the variant (the rule profile named after a colon, as in
// "suzumushogi:final"; its lishogi profile for lishogi's counts) and the FEN; `skip` says why
// the row cannot be set up here, `error` what is wrong with it.
struct RowSetup
{
    fb::VariantPtr variant;
    QString fen, skip, error;
};

RowSetup setUp(const QString& column, const QString& position, const QString& format)
{
    RowSetup out;
    const fb::PresetRegistry& reg = fbtest::bundled();
    const QString variant = column.section(u':', 0, 0);
    QString profile = column.section(u':', 1);
    if (!reg.contains(variant)) {
        out.skip = QStringLiteral("no bundled preset '%1' yet").arg(variant);
        return out;
    }
    if (!profile.isEmpty() && !reg.profiles(variant).contains(profile)) {
        out.error = QStringLiteral("'%1' has no rule profile '%2'").arg(variant, profile);
        return out;
    }
    // lishogi's counts follow its own rules, which presets offer as the "lishogi" profile.
    if (format == u"lishogi-sfen" && reg.profiles(variant).contains(u"lishogi"))
        profile = QStringLiteral("lishogi");
    QList<fb::PresetDiagnostic> diags;
    out.variant = reg.variant(variant, profile, &diags);
    if (!out.variant) {
        out.error = diags.isEmpty() ? QStringLiteral("no variant") : diags[0].toString();
        return out;
    }
    if (format == u"startpos") {
        out.fen = out.variant->startFen;
    } else if (format == u"sfen" || format == u"lishogi-sfen") {
        QString hands;
        out.fen = sfenToFen(position, &hands);
        if (hands != u"-" && !out.variant->rules.hands.enabled)
            out.skip = QStringLiteral("SFEN field '%1' is state a FEN cannot hold").arg(hands);
    } else if (format == u"fen" || format == u"fsf-fen" || format.startsWith(u"fen (")) {
        out.fen = position;
    } else {
        out.error = QStringLiteral("unknown pos_format '%1'").arg(format);
    }
    return out;
}

} // namespace

class TestPerft : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void table();
    void counts_data();
    void counts();
    void divideAddsUp();
    void everyPositionIsPossible();
    void everyPresetHasRows();
};

// The data file itself: a header, seven columns, numeric depth and count, a source on every row.
void TestPerft::table()
{
    QList<Row> rows;
    const QString error = readTable(rows);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(rows.size() > 300);
}

void TestPerft::counts_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    QTest::addColumn<bool>("impossible");

    QList<Row> rows;
    if (!readTable(rows).isEmpty())
        return; // reported by table()
    const quint64 limit = budget();
    int overBudget = 0;
    for (const Row& r : std::as_const(rows)) {
        if (r.nodes > limit) {
            ++overBudget;
            continue;
        }
        const QString name = QStringLiteral("%1 %2 d%3").arg(r.variant, r.position).arg(r.depth);
        QTest::newRow(qPrintable(name))
            << r.variant << r.position << r.format << r.depth << r.nodes << marksImpossible(r.note);
    }
    qInfo("%d rows above the budget of %llu nodes left out", overBudget, limit);
}

void TestPerft::counts()
{
    QFETCH(QString, variant);
    QFETCH(QString, position);
    QFETCH(QString, format);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    QFETCH(bool, impossible);

    const RowSetup row = setUp(variant, position, format);
    if (!row.skip.isEmpty())
        QSKIP(qPrintable(row.skip));
    QVERIFY2(row.error.isEmpty(), qPrintable(row.error));
    const fb::VariantPtr& v = row.variant;
    const QString& fen = row.fen;
    fb::FenError err;
    std::optional<fb::Position> pos = fb::readFen(v, fen, &err,
        impossible ? fb::ImpossiblePositions::Allow : fb::ImpossiblePositions::Refuse);
    QVERIFY2(pos, qPrintable(fen + QStringLiteral(": ") + err.toString()));
    const QString before = fb::writeFen(*pos);
    QCOMPARE(fb::perft(*pos, depth), nodes);
    QCOMPARE(fb::writeFen(*pos), before); // perft restores the position
}

// perftDivide splits perft(d) by root move: one entry per legal move, summing to the total.
void TestPerft::divideAddsUp()
{
    std::optional<fb::Position> pos = fbtest::position(QStringLiteral("chess"),
        QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"));
    QVERIFY(pos);
    const auto divide = fb::perftDivide(*pos, 2);
    QCOMPARE(int(divide.size()), 48);
    quint64 total = 0;
    for (const auto& [move, n] : divide) {
        QVERIFY(n > 0);
        total += n;
    }
    QCOMPARE(total, quint64(2039));
    QVERIFY(std::any_of(divide.begin(), divide.end(),
        [](const auto& e) { return e.first == u"e1g1" && e.second == 43; }));
}

// Every position of the table, within the budget or not, can occur in a game of its variant
// (fb::validatePosition), except those whose note says otherwise; and those cannot.
void TestPerft::everyPositionIsPossible()
{
    QList<Row> rows;
    QVERIFY(readTable(rows).isEmpty());
    int read = 0, impossible = 0;
    for (const Row& r : std::as_const(rows)) {
        const RowSetup row = setUp(r.variant, r.position, r.format);
        if (!row.skip.isEmpty())
            continue;
        QVERIFY2(row.error.isEmpty(), qPrintable(row.error));
        fb::FenError err;
        const std::optional<fb::Position> pos = fb::readFen(row.variant, row.fen, &err);
        const QString where = r.variant + u' ' + row.fen + QStringLiteral(": ");
        if (marksImpossible(r.note)) {
            QVERIFY2(!pos, qPrintable(where + QStringLiteral("possible after all")));
            QCOMPARE(err.field, QStringLiteral("position"));
            ++impossible;
        } else {
            QVERIFY2(pos, qPrintable(where + err.toString()));
        }
        ++read;
    }
    QVERIFY(read > 300);
    QCOMPARE(impossible, 6); // the kingless Chu Shogi boards of shogiops' solo-piece perfts
}

// The suite covers every bundled preset: each has rows, at least one of them within the CI
// budget (a new preset lands with its published or cross-checked counts).
void TestPerft::everyPresetHasRows()
{
    QList<Row> rows;
    QVERIFY(readTable(rows).isEmpty());
    const quint64 limit = budget();
    QStringList missing;
    for (const QString& id : fbtest::bundled().ids()) {
        const bool covered = std::any_of(rows.begin(), rows.end(),
            [&](const Row& r) { return r.variant == id && r.nodes <= limit; });
        if (!covered)
            missing << id;
    }
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("no row within the budget: ") + missing.join(u' ')));
}

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"

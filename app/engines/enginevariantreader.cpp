// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginevariantreader.h"

#include "enginelauncher.h"
#include "engineprotocol.h"
#include "fen.h"
#include "movegen.h"
#include "position.h"
#include "presetloader.h"
#include "variantimport.h"
#include "xboardengine.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTimer>

namespace fb::engines {

namespace {

/// How long an engine told to quit may take before it is deleted (and killed).
constexpr int QuitGraceMs = 2000;

/// A preset id made of `text`: lower-case letters, digits and single hyphens.
QString idWords(const QString& text)
{
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    QString id = text.toLower().replace(other, QStringLiteral("-"));
    while (id.startsWith(u'-'))
        id.remove(0, 1);
    while (id.endsWith(u'-'))
        id.chop(1);
    return id;
}

/// The squares the legal moves of `pos` from `from` reach first (a multi-leg move's first leg;
/// a castling royal's destination): what a GUI highlights when the piece is lifted.
QSet<Square> ourTargets(Position& pos, Square from)
{
    MoveList moves;
    MoveGenerator::generateLegal(pos, moves);
    QSet<Square> targets;
    for (const Move& m : moves)
        if (m.kind != MoveKind::Drop && m.kind != MoveKind::Pass && m.from == from)
            targets.insert(m.viaCount > 0 ? m.via[0] : m.to);
    return targets;
}

/// A fixed-seed generator for the check's random game (the same positions on every run).
uint64_t nextRandom(uint64_t& state)
{
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

} // namespace

EngineVariantReader::EngineVariantReader(
    EngineEntry entry, QString variant, const PresetRegistry& registry, QObject* parent)
    : QObject(parent)
    , m_entry(std::move(entry))
    , m_variant(std::move(variant))
    , m_registry(registry)
{ }

EngineVariantReader::~EngineVariantReader() = default;

QString EngineVariantReader::sourceName() const
{
    const QString engine = m_engine ? m_engine->name() : m_entry.spec().displayName();
    return QStringLiteral("%1 (%2)").arg(m_variant, engine);
}

void EngineVariantReader::note(const QString& text)
{
    m_result.notes.append({sourceName(), 0, text});
}

void EngineVariantReader::start()
{
    EngineSpec spec = m_entry.spec();
    if (!spec.protocol)
        spec.protocol = Protocol::XBoard; // only XBoard engines send definitions
    auto* launcher = new EngineLauncher(spec, this);
    connect(launcher, &EngineLauncher::launched, this, [this, launcher](EnginePlayer* engine) {
        launcher->deleteLater();
        engine->setParent(this);
        m_engine = qobject_cast<XBoardEngine*>(engine);
        if (!m_engine) {
            engine->quit();
            //: %1 = an engine protocol ("UCI")
            finish(tr("the engine speaks %1: only XBoard engines send the definitions of "
                      "their variants")
                    .arg(protocolId(engine->protocol()).toUpper()));
            return;
        }
        connect(m_engine, &EnginePlayer::failed, this,
            [this](const QString& message) { finish(message); });
        connect(m_engine, &XBoardEngine::definitionReceived, this,
            &EngineVariantReader::definitionReceived);
        connect(m_engine, &XBoardEngine::highlightsReceived, this,
            &EngineVariantReader::highlightsReceived);
        if (!m_engine->variants().contains(m_variant)) {
            //: %1 = a variant's name, %2 = the engine's variants, ", " between
            finish(tr("the engine does not play '%1' (it plays %2)")
                    .arg(m_variant, m_engine->variants().join(QStringLiteral(", "))));
            return;
        }
        m_engine->requestDefinition(m_variant);
    });
    connect(launcher, &EngineLauncher::failed, this, [this, launcher](const QString& message) {
        launcher->deleteLater();
        finish(message);
    });
    launcher->launch();
}

void EngineVariantReader::definitionReceived(const QStringList& setups, const QStringList& pieces)
{
    if (setups.isEmpty()) {
        finish(tr("the engine sent no definition of '%1' (no 'setup' command): it plays it "
                  "as a variant every GUI is expected to know")
                .arg(m_variant));
        return;
    }
    QString text = QStringLiteral("setup ") + setups.last() + u'\n';
    for (const QString& p : pieces)
        text += QStringLiteral("piece ") + p + u'\n';
    io::ImportResult imported = io::importVariantText(
        text, sourceName(), io::ImportFormat::XBoard, QString(), m_registry);
    m_result.notes += imported.notes;
    if (imported.presets.isEmpty()) {
        finish();
        return;
    }
    io::ImportedPreset preset = imported.presets.first();
    QJsonObject& json = preset.preset;
    const QString engineWords = idWords(m_engine->name());
    json.insert(QStringLiteral("id"), idWords(m_variant) + u'-' + engineWords);
    json.insert(QStringLiteral("name"), QStringLiteral("%1 (%2)").arg(m_variant, m_engine->name()));
    json.insert(QStringLiteral("description"),
        QStringLiteral("The variant '%1' as the engine %2 defines it (its XBoard setup and piece "
                       "commands).")
            .arg(m_variant, m_engine->name()));
    QJsonObject records = json.value(QStringLiteral("records")).toObject();
    records.insert(QStringLiteral("aliases"), QJsonArray{m_variant});
    json.insert(QStringLiteral("records"), records);
    preset.source = m_variant;
    QList<PresetDiagnostic> diagnostics;
    m_compiled = compilePreset(json, sourceName(), diagnostics);
    if (!m_compiled) {
        for (const PresetDiagnostic& d : diagnostics)
            note(d.toString());
        finish();
        return;
    }
    m_result.presets.append(preset);
    if (m_engine->features().value(QStringLiteral("highlight")) != u"1"
        || m_engine->features().value(QStringLiteral("setboard")) != u"1") {
        note(tr("the engine cannot show a piece's moves (no highlight feature): the imported "
                "rules were not checked against its own"));
        finish();
        return;
    }
    // The check's positions: the start and every CheckPliesApart plies of a random game.
    std::optional<Position> pos = readFen(m_compiled, m_compiled->startFen);
    uint64_t seed = 20261127;
    for (int i = 0; pos && i < CheckPositions; ++i) {
        m_positions.append(*pos);
        for (int ply = 0; ply < CheckPliesApart; ++ply) {
            MoveList moves;
            MoveGenerator::generateLegal(*pos, moves);
            if (moves.empty()) {
                pos.reset();
                break;
            }
            pos->makeMove(moves[size_t(nextRandom(seed) % moves.size())]);
        }
    }
    m_dialect = std::make_unique<MoveDialect>(Protocol::XBoard, *m_compiled);
    checkNext();
}

void EngineVariantReader::checkNext()
{
    if (m_positions.isEmpty()) {
        finish();
        return;
    }
    const Position& pos = m_positions.first();
    const BoardGeometry& g = m_compiled->geometry;
    m_lifted.clear();
    QStringList names;
    for (Square s : g.squares()) {
        const Piece p = pos.at(s);
        if (isPiece(p) && sideOf(p) == pos.sideToMove()) {
            m_lifted.append(s);
            names << m_dialect->squareName(g.fileOf(s), g.rankOf(s));
        }
    }
    m_engine->requestHighlights(writeFen(pos), names);
}

void EngineVariantReader::highlightsReceived(const QStringList& boards)
{
    Position pos = m_positions.takeFirst();
    const BoardGeometry& g = m_compiled->geometry;
    ++m_checked;
    if (boards.size() != m_lifted.size()) {
        //: %1 = how many pieces were lifted, %2 = how many highlight answers came
        note(tr("the engine answered %2 of %1 'lift' commands with 'highlight'; the check stops")
                .arg(m_lifted.size())
                .arg(boards.size()));
        finish();
        return;
    }
    for (qsizetype i = 0; i < boards.size(); ++i) {
        const auto marked = parseXBoardHighlight(boards[i], g.files(), g.ranks());
        const Square from = m_lifted[i];
        const QString fromName = g.squareName(from);
        if (!marked) {
            note(tr("'highlight %1' (for %2) does not fit the board").arg(boards[i], fromName));
            continue;
        }
        QSet<Square> theirs;
        for (const auto& [file, rank] : *marked)
            theirs.insert(g.square(file, rank));
        const QSet<Square> ours = ourTargets(pos, from);
        if (theirs == ours)
            continue;
        if (++m_differences > MaxListedDifferences)
            continue;
        auto names = [&g](const QSet<Square>& squares) {
            QStringList out;
            for (Square s : squares)
                out << g.squareName(s);
            out.sort();
            return out.isEmpty() ? QStringLiteral("-") : out.join(u' ');
        };
        //: A difference of the rules check; %1 = a square, %2 = a FEN, %3/%4 = square lists
        note(tr("the piece on %1 in %2: only the engine's moves reach %3; only ours reach %4")
                .arg(fromName, writeFen(pos), names(theirs - ours), names(ours - theirs)));
    }
    checkNext();
}

void EngineVariantReader::finish(const QString& failure)
{
    if (m_done)
        return;
    m_done = true;
    if (!failure.isEmpty()) {
        note(failure);
        m_result.presets.clear();
    }
    if (m_differences > MaxListedDifferences)
        note(
            tr("%n more pieces whose moves differ", nullptr, m_differences - MaxListedDifferences));
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->quit();
        QTimer::singleShot(QuitGraceMs, m_engine, &QObject::deleteLater);
    }
    // Queued: a caller that deletes the reader in its slot does so outside our own calls.
    QTimer::singleShot(0, this, [this] { Q_EMIT finished(m_result); });
}

} // namespace fb::engines

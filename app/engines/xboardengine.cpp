// SPDX-License-Identifier: GPL-3.0-or-later
#include "xboardengine.h"

#include "fen.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

namespace fb::engines {

namespace {

/// How long an engine may take to send its first feature before it counts as a protocol 1
/// engine.
constexpr int ProtocolOneWaitMs = 5000;
/// The moves of a session of XBoard's "level" when a time per move below a second is emulated.
constexpr int MovesPerSession = 40;
/// The session's clock is never sent below this share of the time per move (an engine that
/// overran it still gets a moment to move).
constexpr int MinSessionClockShare = 4;
/// The longest move text taken from an engine, its legs together.
constexpr int MaxMoveText = 200;
/// The hash size sent to engines that ask for it (feature memory=1), in MB.
constexpr int MemoryMb = 16;

// "M:SS" or "M" for XBoard's level command.
QString levelTime(int ms)
{
    const int seconds = (ms + 999) / 1000;
    return seconds % 60 == 0
        ? QString::number(seconds / 60)
        : QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QChar(u'0'));
}

} // namespace

QList<std::pair<QString, QString>> parseXBoardFeatures(const QString& line)
{
    QList<std::pair<QString, QString>> out;
    qsizetype i = line.indexOf(u' ');
    while (i >= 0 && i < line.size()) {
        while (i < line.size() && line[i].isSpace())
            ++i;
        const qsizetype eq = line.indexOf(u'=', i);
        if (eq < 0)
            break;
        const QString key = line.mid(i, eq - i).trimmed();
        QString value;
        i = eq + 1;
        if (i < line.size() && line[i] == u'"') {
            const qsizetype close = line.indexOf(u'"', i + 1);
            const qsizetype end = close < 0 ? line.size() : close;
            value = line.mid(i + 1, end - i - 1);
            i = end + 1;
        } else {
            qsizetype end = i;
            while (end < line.size() && !line[end].isSpace())
                ++end;
            value = line.mid(i, end - i);
            i = end;
        }
        out.append({key, value});
    }
    return out;
}

std::optional<SearchInfo> parseXBoardThinking(const QString& line)
{
    const QStringList w = line.split(u' ', Qt::SkipEmptyParts);
    if (w.size() < 4)
        return std::nullopt;
    bool ok[4];
    SearchInfo info;
    info.depth = w[0].toInt(&ok[0]);
    const int score = w[1].toInt(&ok[1]);
    info.timeMs = w[2].toInt(&ok[2]) * 10;
    info.nodes = w[3].toLongLong(&ok[3]);
    if (!(ok[0] && ok[1] && ok[2] && ok[3]))
        return std::nullopt;
    // Mate scores: 100000 + moves (XBoard's convention), else centipawns.
    if (std::abs(score) >= 100000)
        info.mateIn = score > 0 ? score - 100000 : score + 100000;
    else
        info.scoreCp = score;
    // Extra fields (selective depth, speed, tablebase hits) may stand before a tab, the line
    // after it.
    const qsizetype tab = line.indexOf(u'\t');
    QStringList pv = w.mid(4);
    if (tab >= 0) {
        const QStringList extra = line.left(tab).split(u' ', Qt::SkipEmptyParts).mid(4);
        if (extra.size() >= 2)
            info.nps = extra[1].toLongLong();
        pv = line.mid(tab + 1).split(u' ', Qt::SkipEmptyParts);
    }
    for (const QString& move : std::as_const(pv))
        if (!move.endsWith(u'.'))
            info.pv << move;
    return info;
}

XBoardEngine::XBoardEngine(EngineSpec spec, QObject* parent)
    : EnginePlayer(std::move(spec), Protocol::XBoard, parent)
{ }

std::optional<QList<std::pair<int, int>>> parseXBoardHighlight(
    const QString& board, int files, int ranks)
{
    const QStringList rows = board.split(u'/');
    if (rows.size() != ranks)
        return std::nullopt;
    QList<std::pair<int, int>> marked;
    for (int row = 0; row < ranks; ++row) {
        const int rank = ranks - 1 - row;
        int file = 0;
        const QString& text = rows[row];
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text[i].isDigit()) {
                int run = 0;
                while (i < text.size() && text[i].isDigit() && run <= files)
                    run = run * 10 + text[i++].digitValue();
                --i;
                file += run;
            } else if (text[i].isLetter()) {
                if (file < files)
                    marked.append({file, rank});
                ++file;
            } else {
                return std::nullopt;
            }
            if (file > files)
                return std::nullopt;
        }
        if (file != files)
            return std::nullopt;
    }
    return marked;
}

void XBoardEngine::handshake()
{
    send(QStringLiteral("xboard"));
    send(QStringLiteral("protover 2"));
    // A protocol 1 engine sends no features: after a wait it is taken as it is (a protocol 2
    // engine that is slow to start, as Fairy-Max on a busy machine, gets longer than the
    // protocol's two seconds). While probing, features are the only proof of XBoard.
    if (!m_requireFeatures)
        QTimer::singleShot(ProtocolOneWaitMs, this, [this] {
            if (!m_sawFeature && state() == State::Starting && !syncing())
                handshakeDone();
        });
}

QStringList XBoardEngine::variants() const
{
    const QString v = m_features.value(QStringLiteral("variants"));
    return v.isEmpty() ? QStringList{QStringLiteral("normal")} : v.split(u',', Qt::SkipEmptyParts);
}

void XBoardEngine::readFeatures(const QString& line)
{
    for (const auto& [key, value] : parseXBoardFeatures(line)) {
        m_features.insert(key, value);
        if (key == u"myname")
            setEngineName(value);
        if (key == u"done") {
            if (value == u"1") {
                m_featuresDone = true;
                if (state() == State::Starting && !syncing())
                    handshakeDone();
            } else {
                // done=0: the engine needs longer to start.
                arm(DefaultHandshakeMs, tr("did not finish its features"));
            }
            continue;
        }
        if (key == u"option") {
            if (const std::optional<EngineOption> o = EngineOption::fromXBoard(value))
                declareOption(*o);
        }
        // We accept what we understand; SAN moves we do not speak.
        const bool refused = key == u"san" && value == u"1";
        send((refused ? QStringLiteral("rejected ") : QStringLiteral("accepted ")) + key);
    }
    if (!m_sawFeature) {
        m_sawFeature = true;
        if (!m_featuresDone)
            arm(DefaultHandshakeMs, tr("did not finish its features"));
    }
}

QString XBoardEngine::variantName(const VariantDefinition& v) const
{
    if (!m_section.isEmpty())
        return m_section.name;
    const QStringList known = variants();
    for (const QString& c : variantNameCandidates(v))
        if (known.contains(c))
            return c;
    // XBoard's chess is "normal".
    if (known.contains(QStringLiteral("normal"))
        && variantNameCandidates(v).contains(QStringLiteral("normal")))
        return QStringLiteral("normal");
    return {};
}

QString XBoardEngine::cannotPlay(const VariantDefinition& v) const
{
    if (!variantName(v).isEmpty())
        return {};
    return tr("%1 does not play %2 (it plays %3)").arg(name(), v.name, variants().join(u", "));
}

void XBoardEngine::sync()
{
    if (!feature("ping")) {
        setState(State::Ready);
        return;
    }
    ++m_pingId;
    beginSync(tr("did not answer 'ping' within %1 s").arg(SyncTimeoutMs / 1000));
    send(QStringLiteral("ping %1").arg(m_pingId));
}

void XBoardEngine::setVariantSection(const VariantSection& section)
{
    m_section = section;
    m_sectionFile.reset();
    m_sectionLoaded = false;
    m_checkedStart.clear();
}

bool XBoardEngine::loadSection()
{
    m_sectionFile = std::make_unique<QTemporaryFile>(
        QDir::tempPath() + QStringLiteral("/fairyboard-variant-XXXXXX.txt"));
    if (!m_sectionFile->open() || m_sectionFile->write(m_section.text.toUtf8() + '\n') < 0
        || !m_sectionFile->flush()) {
        //: %1 = a variant's name in the engine ("fairyboard-berolina"), %2 = a system error
        fail(tr("could not be given the variant %1: %2")
                .arg(m_section.name, m_sectionFile->errorString()));
        return false;
    }
    send(QStringLiteral("load ") + m_sectionFile->fileName());
    return true;
}

bool XBoardEngine::handleCheckLine(const QString& line)
{
    if (line.startsWith(QStringLiteral("Loaded '") + m_section.name + u'\'')) {
        m_sectionLoaded = true;
        return true;
    }
    if (line.startsWith(QStringLiteral("Error"))) {
        //: %1 = a variant's name in the engine, %2 = the engine's error line
        fail(tr("refused the variant %1: '%2'").arg(m_section.name, line));
        return true;
    }
    // " 3        724  0.00   3431279.62nps": depth, count, seconds, speed.
    static const QRegularExpression row(
        QStringLiteral("^\\s*(\\d+)\\s+(\\d+)\\s+\\S+\\s+\\S+nps$"));
    if (const QRegularExpressionMatch m = row.match(line); m.hasMatch()) {
        if (m.captured(1).toInt() == m_checkDepth)
            m_checkCounted = m.captured(2).toULongLong();
        return true;
    }
    return false;
}

bool XBoardEngine::finishRulesCheck()
{
    m_checking = false;
    const VariantDefinition& v = m_checkStart->variant();
    if (!m_sectionLoaded) {
        //: %1 = a variant's name in the engine, %2 = a variant's name
        fail(tr("did not load the variant %1 (no answer \"Loaded\" to \"load\"), so it is not "
                "used for %2")
                .arg(m_section.name, v.name));
        return false;
    }
    if (!m_checkCounted) {
        //: %1 = plies, %2 = a variant's name
        fail(tr("gave no count to \"perft %1\" from the start of %2, so it is not used for it")
                .arg(m_checkDepth)
                .arg(v.name));
        return false;
    }
    if (*m_checkCounted != m_checkExpected) {
        //: %1, %4 = numbers of move sequences, %2 = plies, %3 = a variant's name
        fail(tr("counts %1 move sequences of %2 plies from the start of %3 where Fairyboard "
                "counts %4: it does not play this variant by the same rules, so it is not "
                "used for it")
                .arg(*m_checkCounted)
                .arg(m_checkDepth)
                .arg(v.name)
                .arg(m_checkExpected));
        return false;
    }
    m_checkedStart = writeFen(*m_checkStart);
    m_checkStart.reset();
    return true;
}

QString XBoardEngine::failureContext() const
{
    if (!m_checking || !m_checkStart)
        return {};
    //: %1 = a variant's name, %2 = "perft 3"
    return tr("while it was checked on %1 (%2): it cannot play this variant, so it is not used "
              "for it")
        .arg(m_checkStart->variant().name, QStringLiteral("perft %1").arg(m_checkDepth));
}

void XBoardEngine::newGame(const Position& start)
{
    const VariantDefinition& v = start.variant();
    setVariant(v);
    m_moves.clear();
    m_known = 0;
    m_levelSent = false;
    m_sessionClock = false;
    // The section is loaded once, before the variant is chosen by its name.
    const bool bySection = !m_section.isEmpty();
    if (bySection && !m_sectionFile && !loadSection())
        return;
    send(QStringLiteral("new"));
    m_forced = false;
    const QString name = variantName(v);
    if (name != u"normal")
        send(QStringLiteral("variant ") + name);
    if (feature("memory"))
        send(QStringLiteral("memory %1").arg(MemoryMb));
    send(QStringLiteral("force"));
    m_forced = true;
    std::optional<Position> standard = readFen(start.variantPtr(), v.startFen);
    if (!standard || writeFen(*standard) != writeFen(start)) {
        if (!feature("setboard")) {
            fail(tr("cannot be given a position (it has no setboard feature)"));
            return;
        }
        send(QStringLiteral("setboard ") + writeFen(start));
    }
    send(QStringLiteral("post"));
    send(QStringLiteral("easy"));
    if (bySection && m_checkedStart != writeFen(start)) {
        if (!feature("ping")) {
            fail(tr("cannot be checked on the variant %1 (it has no ping feature), so it is not "
                    "used for it")
                    .arg(v.name));
            return;
        }
        m_checking = true;
        m_checkStart = start;
        m_checkCounted.reset();
        std::tie(m_checkDepth, m_checkExpected) = rulesCheckCount(start);
        send(QStringLiteral("perft %1").arg(m_checkDepth));
    }
    sync();
}

void XBoardEngine::sendMoves()
{
    if (m_known >= m_moves.size())
        return;
    if (!m_forced) {
        send(QStringLiteral("force"));
        m_forced = true;
    }
    for (; m_known < m_moves.size(); ++m_known)
        send(feature("usermove") ? QStringLiteral("usermove ") + m_moves[m_known]
                                 : m_moves[m_known]);
}

void XBoardEngine::sendTime(const Position& current, const Clocks& clocks)
{
    const Side us = current.sideToMove();
    if (clocks.moveTimeMs > 0 && clocks.moveTimeMs % 1000 == 0) {
        if (!m_levelSent)
            send(QStringLiteral("st %1").arg(clocks.moveTimeMs / 1000));
    } else if (clocks.moveTimeMs > 0) {
        // A time per move below whole seconds: 40 moves in forty times the time, on a clock
        // of the session kept here (what the engine used comes off it, see handleLine), so
        // that over the session it spends the time per move on average: an engine that
        // overruns its own target on one move (Fairy-Max finishes an iteration it started)
        // has less for the next ones.
        const int base = ((MovesPerSession * clocks.moveTimeMs + 999) / 1000) * 1000;
        if (!m_levelSent)
            send(QStringLiteral("level %1 %2 0").arg(MovesPerSession).arg(levelTime(base)));
        m_sessionLeftMs = moveBudgetMs(current, clocks);
        m_sessionClock = true;
        const int clock = m_sessionLeftMs / 10;
        send(QStringLiteral("time %1").arg(clock));
        send(QStringLiteral("otim %1").arg(clock));
    } else {
        if (!m_levelSent) {
            const int inc = clocks.incrementMs;
            send(QStringLiteral("level 0 %1 %2")
                    .arg(levelTime(clocks.baseMs + clocks.byoyomiMs))
                    .arg(inc % 1000 == 0 ? QString::number(inc / 1000)
                                         : QString::number(inc / 1000.0)));
        }
        // XBoard has no byoyomi: an engine is told the period as part of its clock.
        send(QStringLiteral("time %1").arg(clocks.budgetMs(us) / 10));
        send(QStringLiteral("otim %1").arg(clocks.budgetMs(opposite(us)) / 10));
    }
    if (!m_levelSent && clocks.depth > 0)
        send(QStringLiteral("sd %1").arg(clocks.depth));
    m_levelSent = true;
}

int XBoardEngine::moveBudgetMs(const Position& current, const Clocks& clocks) const
{
    if (clocks.moveTimeMs <= 0 || clocks.moveTimeMs % 1000 == 0)
        return EnginePlayer::moveBudgetMs(current, clocks);
    // The engine's moves so far in this game (it counts them from the game's start): a new
    // session begins with every fortieth.
    const int played = int(m_moves.size()) / 2;
    if (played % MovesPerSession == 0 || !m_sessionClock)
        return clocks.moveTimeMs * MovesPerSession;
    return std::max(m_sessionLeftMs, clocks.moveTimeMs / MinSessionClockShare);
}

void XBoardEngine::go(const Position& current, const Clocks& clocks)
{
    if (!mayGo(current, clocks))
        return;
    sendMoves();
    m_partialMove.clear();
    beginThinking(current, clocks);
    sendTime(current, clocks);
    send(QStringLiteral("go"));
    m_thinking.start();
    m_forced = false;
}

void XBoardEngine::gameOver(const QString& result, const QString& reason)
{
    if (state() == State::Dead)
        return;
    if (state() == State::Thinking) {
        disarm();
        setState(State::Ready);
    }
    send(QStringLiteral("result %1 {%2}").arg(result, reason));
    send(QStringLiteral("force"));
    m_forced = true;
}

void XBoardEngine::stopAnalysis()
{
    if (!analysing() || state() == State::Dead)
        return;
    endAnalysis();
    send(QStringLiteral("exit"));
    if (feature("ping")) {
        m_skipThinkingUntil = ++m_pingId;
        send(QStringLiteral("ping %1").arg(m_pingId));
    }
}

void XBoardEngine::analyse(const Position& current, int lines)
{
    if (!mayAnalyse(current, lines))
        return;
    stopAnalysis();
    Position start = current;
    while (start.ply() > 0)
        start.unmakeMove();
    const VariantDefinition& v = current.variant();
    send(QStringLiteral("new"));
    const QString name = variantName(v);
    if (name != u"normal")
        send(QStringLiteral("variant ") + name);
    send(QStringLiteral("force"));
    m_forced = true;
    m_levelSent = false;
    std::optional<Position> standard = readFen(current.variantPtr(), v.startFen);
    if (!standard || writeFen(*standard) != writeFen(start)) {
        if (!feature("setboard")) {
            fail(tr("cannot be given a position (it has no setboard feature)"));
            return;
        }
        send(QStringLiteral("setboard ") + writeFen(start));
    }
    for (int ply = 0; ply < current.ply(); ++ply) {
        const Move& m = current.moveAt(ply);
        const QString text = dialect().write(start, m);
        send(feature("usermove") ? QStringLiteral("usermove ") + text : text);
        start.makeMove(m);
    }
    // The game the engine knows is now this one, not m_moves.
    m_moves.clear();
    m_known = 0;
    send(QStringLiteral("post"));
    beginAnalysis(current);
    send(QStringLiteral("analyze"));
}

void XBoardEngine::setOption(const QString& name, const QString& value)
{
    const EngineOption* o = declaredOption(name);
    if (o && (o->type != EngineOption::Type::Button || value == u"true"))
        send(o->command(Protocol::XBoard, value));
}

void XBoardEngine::offerDraw()
{
    if (state() != State::Dead && state() != State::NotStarted)
        send(QStringLiteral("draw"));
}

void XBoardEngine::engineRefused(const QString& line)
{
    fail(tr("refused a move: '%1'").arg(line));
}

void XBoardEngine::handleLine(const QString& line)
{
    if (m_checking && handleCheckLine(line))
        return;
    const QString first = line.section(u' ', 0, 0, QString::SectionSkipEmpty);
    if (first == u"feature") {
        readFeatures(line);
    } else if (first == u"move") {
        if (state() != State::Thinking || analysing())
            return; // a move after the game was stopped, or in analysis mode
        // A multi-leg move comes a leg at a time, each but the last ending in a comma
        // ("move f5f6," then "move f6g7"); it is read as one text, "f5f6,f6g7".
        m_partialMove += line.section(u' ', 1, 1, QString::SectionSkipEmpty);
        if (m_partialMove.endsWith(u',') && m_partialMove.size() < MaxMoveText)
            return;
        ++m_known;
        if (m_sessionClock)
            m_sessionLeftMs -= int(m_thinking.elapsed());
        acceptMove(std::exchange(m_partialMove, QString()));
    } else if (first == u"pong") {
        const int id = line.section(u' ', 1, 1).toInt();
        if (m_skipThinkingUntil > 0 && id >= m_skipThinkingUntil)
            m_skipThinkingUntil = 0;
        if (id == m_pingId && (!m_checking || finishRulesCheck())) {
            syncDone();
            finishRequest();
        }
    } else if (first == u"resign") {
        if (state() == State::Thinking) {
            disarm();
            setState(State::Ready);
            Q_EMIT resigned();
        }
    } else if (line.trimmed() == u"offer draw") {
        if (!analysing())
            Q_EMIT drawOffered();
    } else if (first == u"1-0" || first == u"0-1" || first == u"1/2-1/2") {
        // "1-0 {White mates}": a claim; the comment in braces is its reason.
        if (!analysing())
            Q_EMIT resultClaimed(first, line.section(u'{', 1).section(u'}', 0, 0).trimmed());
    } else if (first.startsWith(QStringLiteral("Illegal"))) {
        engineRefused(line);
    } else if (first == u"tellusererror") {
        fail(line.section(u' ', 1, -1, QString::SectionSkipEmpty));
    } else if (first == u"setup") {
        m_setups << line.section(u' ', 1, -1, QString::SectionSkipEmpty);
    } else if (first == u"piece") {
        m_pieces << line.section(u' ', 1, -1, QString::SectionSkipEmpty);
    } else if (first == u"highlight") {
        if (m_request == Request::Highlights)
            m_highlights << line.section(u' ', 1, 1, QString::SectionSkipEmpty);
    } else if (auto i = parseXBoardThinking(line)) {
        if (m_skipThinkingUntil == 0)
            emitInfo(*i);
    }
    // Anything else ("#" debug lines, "Error (...)", "tellics") is kept in the transcript only.
}

bool XBoardEngine::requireFeatures(const QStringList& names, const QString& what)
{
    for (const QString& n : names)
        if (m_features.value(n) != u"1") {
            //: %1 = what was asked ("a variant's definition"), %2 = an XBoard feature's name
            fail(tr("cannot be asked for %1: it has no %2 feature").arg(what, n));
            return false;
        }
    return true;
}

void XBoardEngine::requestDefinition(const QString& name)
{
    if (!requireFeatures({QStringLiteral("ping")}, tr("a variant's definition")))
        return;
    m_setups.clear();
    m_pieces.clear();
    m_request = Request::Definition;
    send(QStringLiteral("new"));
    send(QStringLiteral("variant ") + name);
    send(QStringLiteral("force"));
    m_forced = true;
    sync();
}

void XBoardEngine::requestHighlights(const QString& fen, const QStringList& squares)
{
    if (!requireFeatures(
            {QStringLiteral("ping"), QStringLiteral("setboard"), QStringLiteral("highlight")},
            tr("the moves of a piece")))
        return;
    m_highlights.clear();
    m_request = Request::Highlights;
    send(QStringLiteral("force"));
    m_forced = true;
    send(QStringLiteral("setboard ") + fen);
    for (const QString& square : squares) {
        send(QStringLiteral("lift ") + square);
        send(QStringLiteral("put ") + square);
    }
    sync();
}

void XBoardEngine::finishRequest()
{
    switch (std::exchange(m_request, Request::None)) {
    case Request::None:
        return;
    case Request::Definition:
        Q_EMIT definitionReceived(m_setups, m_pieces);
        return;
    case Request::Highlights:
        Q_EMIT highlightsReceived(std::exchange(m_highlights, {}));
        return;
    }
}

} // namespace fb::engines

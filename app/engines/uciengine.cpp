// SPDX-License-Identifier: GPL-3.0-or-later
#include "uciengine.h"

#include "fen.h"
#include "movegen.h"
#include "perft.h"

#include <QCoreApplication>
#include <QDir>
#include <algorithm>
#include <tuple>
#include <utility>

namespace fb::engines {

namespace {

// The words that differ between the protocols of the family.
struct Words
{
    const char* hello; ///< "uci"
    const char* helloOk; ///< "uciok"
    const char* newGame; ///< "ucinewgame", or nullptr
    const char* positionFormat; ///< "fen" or "sfen"
};

Words wordsOf(Protocol p)
{
    switch (p) {
    case Protocol::Usi:
        return {"usi", "usiok", "usinewgame", "sfen"};
    case Protocol::Ucci:
        return {"ucci", "ucciok", nullptr, "fen"};
    default:
        return {"uci", "uciok", "ucinewgame", "fen"};
    }
}

// The variant a protocol without a variant option plays: chess for UCI, shogi for USI,
// xiangqi for UCCI.
QString defaultVariant(Protocol p)
{
    return p == Protocol::Usi ? QStringLiteral("shogi")
        : p == Protocol::Ucci ? QStringLiteral("xiangqi")
                              : QStringLiteral("chess");
}

} // namespace

std::optional<SearchInfo> parseUciInfo(const QString& line)
{
    const QStringList w = line.split(u' ', Qt::SkipEmptyParts);
    if (w.isEmpty() || w[0] != u"info")
        return std::nullopt;
    SearchInfo info;
    bool any = false;
    const auto isNumber = [](const QString& text) {
        bool ok = false;
        text.toInt(&ok);
        return ok;
    };
    for (qsizetype i = 1; i < w.size(); ++i) {
        const QString& key = w[i];
        auto number = [&]() -> qint64 { return i + 1 < w.size() ? w[++i].toLongLong() : 0; };
        if (key == u"depth") {
            info.depth = int(number());
            any = true;
        } else if (key == u"multipv") {
            info.multiPv = int(number());
        } else if (key == u"nodes") {
            info.nodes = number();
        } else if (key == u"nps") {
            info.nps = number();
        } else if (key == u"time") {
            info.timeMs = int(number());
        } else if (key == u"score" && i + 1 < w.size() && isNumber(w[i + 1])) {
            info.scoreCp = w[++i].toInt(); // UCCI: "score 25", centipawns
        } else if (key == u"score" && i + 2 < w.size()) {
            const QString kind = w[++i];
            const int value = w[++i].toInt();
            if (kind == u"cp")
                info.scoreCp = value;
            else if (kind == u"mate")
                info.mateIn = value;
        } else if (key == u"pv") {
            info.pv = w.mid(i + 1);
            break;
        } else if (key == u"string") {
            return std::nullopt;
        }
    }
    if (!any)
        return std::nullopt;
    return info;
}

UciEngine::UciEngine(EngineSpec spec, Protocol protocol, QObject* parent)
    : EnginePlayer(std::move(spec), protocol, parent)
{ }

void UciEngine::handshake()
{
    send(QString::fromLatin1(wordsOf(protocol()).hello));
}

void UciEngine::readOption(const QString& line)
{
    // "option name UCI_Variant type combo default chess var 3check var 5check ..."
    const QStringList w = line.split(u' ', Qt::SkipEmptyParts);
    if (w.size() < 3 || w[1] != u"name")
        return;
    if (w[2] == u"MultiPV") {
        const qsizetype max = w.indexOf(QStringLiteral("max"));
        m_maxMultiPv = max > 0 && max + 1 < w.size() ? std::max(1, w[max + 1].toInt()) : 1;
        return;
    }
    m_hasChess960 = m_hasChess960 || w[2] == u"UCI_Chess960";
    m_hasAnalyseMode = m_hasAnalyseMode || w[2] == u"UCI_AnalyseMode";
    if (w[2] != u"UCI_Variant" && w[2] != u"USI_Variant") {
        if (const std::optional<EngineOption> o = EngineOption::fromUci(line))
            declareOption(*o);
        return;
    }
    m_variantOption = w[2];
    m_variants.clear();
    for (qsizetype i = 3; i + 1 < w.size(); ++i)
        if (w[i] == u"var")
            m_variants << w[i + 1];
}

void UciEngine::handleLine(const QString& line)
{
    if (m_check != RulesCheck::None && handleCheckLine(line))
        return;
    const Words words = wordsOf(protocol());
    const QString first = line.section(u' ', 0, 0, QString::SectionSkipEmpty);
    if (first == u"info") {
        if (m_stopsPending > 0)
            return; // about a search that was stopped
        if (auto i = parseUciInfo(line))
            emitInfo(*i);
    } else if (m_stopsPending > 0 && first == u"nobestmove") {
        handleLine(QStringLiteral("bestmove (none)")); // UCCI's answer to a stop without a move
    } else if (first == u"bestmove") {
        if (m_stopsPending > 0) {
            // The stop was answered: its timeout ends (an analysis has none of its own; a
            // move asked for since keeps its own).
            if (--m_stopsPending == 0 && (analysing() || state() != State::Thinking))
                disarm();
            return;
        }
        if (analysing())
            return; // an engine that ended its infinite search by itself: wait for "stop"
        if (state() != State::Thinking)
            return; // the answer to a "stop" after the game
        const QString move = line.section(u' ', 1, 1, QString::SectionSkipEmpty);
        if (move == u"resign") {
            disarm();
            setState(State::Ready);
            Q_EMIT resigned();
        } else if (move == u"win") {
            acceptMove(move); // USI's claim of an entering-king win: not ours to grant
        } else {
            acceptMove(move);
        }
    } else if (first == u"readyok") {
        syncDone();
    } else if (state() == State::Starting && !syncing()) {
        // While probing, an XBoard engine's features or any complaint mean "not this one".
        // ("#": XBoard engines' debug lines, HaChu's echo of each command.)
        static const QStringList Foreign{QStringLiteral("Error"), QStringLiteral("Illegal"),
            QStringLiteral("feature"), QStringLiteral("tellics"), QStringLiteral("Unknown"),
            QStringLiteral("#")};
        if (probing() && std::any_of(Foreign.begin(), Foreign.end(), [&first](const QString& w) {
                return first.startsWith(w);
            })) {
            fail(tr("does not speak %1").arg(protocolId(protocol())));
            return;
        }
        if (first == u"id" && line.section(u' ', 1, 1, QString::SectionSkipEmpty) == u"name")
            setEngineName(line.section(u' ', 2, -1, QString::SectionSkipEmpty));
        else if (first == u"option")
            readOption(line);
        else if (first == QLatin1StringView(words.helloOk))
            handshakeDone();
    }
}

QString UciEngine::variantName(const VariantDefinition& v) const
{
    if (!m_section.isEmpty() && m_variantOption == u"UCI_Variant")
        return m_section.name;
    const QStringList candidates = variantNameCandidates(v);
    if (m_variantOption.isEmpty())
        return candidates.contains(defaultVariant(protocol())) ? defaultVariant(protocol())
                                                               : QString();
    for (const QString& c : candidates)
        if (m_variants.contains(c))
            return c;
    return {};
}

QString UciEngine::cannotPlay(const VariantDefinition& v) const
{
    if (!variantName(v).isEmpty())
        return {};
    if (m_variantOption.isEmpty())
        return tr("%1 plays only %2, not %3").arg(name(), defaultVariant(protocol()), v.name);
    return tr("%1 does not play %2 (it plays %3)").arg(name(), v.name, m_variants.join(u", "));
}

void UciEngine::setVariantSection(const VariantSection& section)
{
    m_section = section;
    m_sectionFile.reset();
    m_checkedStart.clear();
}

bool UciEngine::loadSection()
{
    m_sectionFile = std::make_unique<QTemporaryFile>(
        QDir::tempPath() + QStringLiteral("/fairyboard-variant-XXXXXX.ini"));
    if (!m_sectionFile->open() || m_sectionFile->write(m_section.text.toUtf8() + '\n') < 0
        || !m_sectionFile->flush()) {
        //: %1 = a variant's name in the engine ("fairyboard-berolina"), %2 = a system error
        fail(tr("could not be given the variant %1: %2")
                .arg(m_section.name, m_sectionFile->errorString()));
        return false;
    }
    send(QStringLiteral("setoption name VariantPath value ") + m_sectionFile->fileName());
    return true;
}

void UciEngine::startRulesCheck(const Position& start)
{
    m_checkStart = start;
    std::tie(m_checkDepth, m_checkExpected) = rulesCheckCount(start);
    m_check = RulesCheck::Perft;
    beginSync(
        tr("did not answer 'go perft %1' within %2 s").arg(m_checkDepth).arg(SyncTimeoutMs / 1000));
    send(m_startCommand);
    send(QStringLiteral("go perft %1").arg(m_checkDepth));
}

bool UciEngine::handleCheckLine(const QString& line)
{
    const VariantDefinition& v = m_checkStart->variant();
    if (m_check == RulesCheck::Perft) {
        static const QString Nodes = QStringLiteral("Nodes searched:");
        if (!line.startsWith(Nodes))
            return true; // the count of each move, info strings
        const quint64 counted = line.mid(Nodes.size()).trimmed().toULongLong();
        if (counted != m_checkExpected) {
            m_check = RulesCheck::None;
            //: %1, %4 = numbers of move sequences, %2 = plies, %3 = a variant's name
            fail(tr("counts %1 move sequences of %2 plies from the start of %3 where Fairyboard "
                    "counts %4: it does not play this variant by the same rules, so it is not "
                    "used for it")
                    .arg(counted)
                    .arg(m_checkDepth)
                    .arg(v.name)
                    .arg(m_checkExpected));
            return true;
        }
        // The count holds; a short search shows the engine can also think in the variant
        // (Fairy-Stockfish 11.1 stops in the search with some pieces it moves well).
        m_check = RulesCheck::Search;
        arm(SyncTimeoutMs, tr("did not answer 'go depth 1' within %1 s").arg(SyncTimeoutMs / 1000));
        send(m_startCommand);
        send(QStringLiteral("go depth 1"));
        return true;
    }
    if (!line.startsWith(QStringLiteral("bestmove ")))
        return true;
    const QString text = line.section(u' ', 1, 1, QString::SectionSkipEmpty);
    QString why;
    if (!dialect().read(*m_checkStart, text, &why)) {
        MoveList legal;
        MoveGenerator::generateLegal(*m_checkStart, legal);
        if (!legal.empty() || text != u"(none)") {
            m_check = RulesCheck::None;
            //: %1 = the engine's move, %2 = a variant's name, %3 = why the move is illegal
            fail(tr("answered a search from the start of %2 with '%1', which is no legal move "
                    "there by Fairyboard's rules (%3), so it is not used for this variant")
                    .arg(text, v.name, why));
            return true;
        }
    }
    m_check = RulesCheck::None;
    m_checkedStart = writeFen(*m_checkStart);
    m_checkStart.reset();
    arm(SyncTimeoutMs, tr("did not answer 'isready' within %1 s").arg(SyncTimeoutMs / 1000));
    send(QStringLiteral("isready"));
    return true;
}

QString UciEngine::failureContext() const
{
    if (m_check == RulesCheck::None || !m_checkStart)
        return {};
    //: %1 = a variant's name, %2 = "go perft 3" or "go depth 1"
    return tr("while it was checked on %1 (%2): it cannot play this variant, so it is not used "
              "for it")
        .arg(m_checkStart->variant().name,
            m_check == RulesCheck::Perft ? QStringLiteral("go perft %1").arg(m_checkDepth)
                                         : QStringLiteral("go depth 1"));
}

void UciEngine::setOption(const QString& name, const QString& value)
{
    m_options.append({name, value});
    const EngineOption* o = declaredOption(name);
    if (o && o->type == EngineOption::Type::Button)
        m_options.removeLast(); // pressed once
    if (!o || o->type != EngineOption::Type::Button || value == u"true")
        send(o ? o->command(protocol(), value)
               : QStringLiteral("setoption name %1 value %2").arg(name, value));
}

void UciEngine::newGame(const Position& start)
{
    const VariantDefinition& v = start.variant();
    setVariant(v);
    m_moves.clear();
    const QString variant = variantName(v);
    // The section is loaded before the variant is chosen (Fairy-Stockfish lists the
    // variants of a file once it was read).
    const bool bySection = !m_section.isEmpty() && variant == m_section.name;
    if (bySection && !m_sectionFile && !loadSection())
        return;
    if (!m_variantOption.isEmpty())
        send(QStringLiteral("setoption name %1 value %2").arg(m_variantOption, variant));
    for (const auto& [name, value] : m_options)
        if (!bySection || name != u"VariantPath") // the section's file replaces the user's
            send(QStringLiteral("setoption name %1 value %2").arg(name, value));
    // Chess960: castling is written as the king taking its rook, as our preset writes it.
    if (m_hasChess960 && (v.rules.castling.kingTakesPartner || m_chess960)) {
        m_chess960 = v.rules.castling.kingTakesPartner;
        send(QStringLiteral("setoption name UCI_Chess960 value %1")
                .arg(m_chess960 ? QStringLiteral("true") : QStringLiteral("false")));
    }
    if (const char* word = wordsOf(protocol()).newGame)
        send(QString::fromLatin1(word));
    // The variant's own start position is "startpos": the engine's idea of it needs no FEN.
    std::optional<Position> standard = readFen(start.variantPtr(), v.startFen);
    const bool isStandard = standard && writeFen(*standard) == writeFen(start);
    if (isStandard)
        m_startCommand = QStringLiteral("position startpos");
    else if (protocol() == Protocol::Usi)
        m_startCommand = QStringLiteral("position sfen ") + writeSfen(start);
    else
        m_startCommand = QStringLiteral("position fen ") + writeFen(start);
    if (bySection && m_checkedStart != writeFen(start)) {
        startRulesCheck(start);
        return;
    }
    beginSync(tr("did not answer 'isready' within %1 s").arg(SyncTimeoutMs / 1000));
    send(QStringLiteral("isready"));
}

void UciEngine::go(const Position& current, const Clocks& clocks)
{
    if (!mayGo(current, clocks))
        return;
    beginThinking(current, clocks);
    m_side = current.sideToMove();
    send(m_moves.isEmpty() ? m_startCommand
                           : m_startCommand + QStringLiteral(" moves ") + m_moves.join(u' '));
    QString go = QStringLiteral("go");
    if (clocks.moveTimeMs > 0) {
        // UCCI: the whole clock for one move; USI: a byoyomi without a main time.
        const QString ms = QString::number(clocks.moveTimeMs);
        go += protocol() == Protocol::Ucci ? QStringLiteral(" time %1 movestogo 1").arg(ms)
            : protocol() == Protocol::Usi  ? QStringLiteral(" btime 0 wtime 0 byoyomi %1").arg(ms)
                                           : QStringLiteral(" movetime %1").arg(ms);
    } else if (protocol() == Protocol::Ucci) {
        // UCCI has no byoyomi: the period counts as time left.
        go += QStringLiteral(" time %1 increment %2")
                  .arg(clocks.budgetMs(current.sideToMove()))
                  .arg(clocks.incrementMs);
    } else {
        // UCI's white and USI's black are both the first player.
        const char* firstWord = protocol() == Protocol::Usi ? "b" : "w";
        const char* secondWord = protocol() == Protocol::Usi ? "w" : "b";
        go += QStringLiteral(" %1time %2 %3time %4")
                  .arg(QLatin1StringView(firstWord))
                  .arg(clocks.remainingMs[First])
                  .arg(QLatin1StringView(secondWord))
                  .arg(clocks.remainingMs[Second]);
        go += clocks.byoyomiMs > 0 ? QStringLiteral(" byoyomi %1").arg(clocks.byoyomiMs)
                                   : QStringLiteral(" %1inc %2 %3inc %2")
                                         .arg(QLatin1StringView(firstWord))
                                         .arg(clocks.incrementMs)
                                         .arg(QLatin1StringView(secondWord));
    }
    if (clocks.depth > 0)
        go += QStringLiteral(" depth %1").arg(clocks.depth);
    send(go);
}

int UciEngine::maxAnalysisLines() const
{
    return std::min(m_maxMultiPv, MaxAnalysisLines);
}

QString UciEngine::positionCommand(const Position& current) const
{
    Position start = current;
    while (start.ply() > 0)
        start.unmakeMove();
    QString command;
    const VariantDefinition& v = current.variant();
    std::optional<Position> standard = readFen(current.variantPtr(), v.startFen);
    if (standard && writeFen(*standard) == writeFen(start))
        command = QStringLiteral("position startpos");
    else if (protocol() == Protocol::Usi)
        command = QStringLiteral("position sfen ") + writeSfen(start);
    else
        command = QStringLiteral("position fen ") + writeFen(start);
    QStringList moves;
    for (int ply = 0; ply < current.ply(); ++ply) {
        const Move& m = current.moveAt(ply);
        moves << dialect().write(start, m);
        start.makeMove(m);
    }
    return moves.isEmpty() ? command : command + QStringLiteral(" moves ") + moves.join(u' ');
}

void UciEngine::analyse(const Position& current, int lines)
{
    if (!mayAnalyse(current, lines))
        return;
    stopAnalysis();
    const int multiPv = std::clamp(lines, 1, maxAnalysisLines());
    if (m_maxMultiPv > 1 && multiPv != m_multiPv) {
        m_multiPv = multiPv;
        send(QStringLiteral("setoption name MultiPV value %1").arg(multiPv));
    }
    if (std::exchange(m_hasAnalyseMode, false)) // set once, kept for later games too
        setOption(QStringLiteral("UCI_AnalyseMode"), QStringLiteral("true"));
    beginAnalysis(current);
    send(positionCommand(current));
    send(QStringLiteral("go infinite"));
}

void UciEngine::stopAnalysis()
{
    if (!analysing() || state() == State::Dead)
        return;
    endAnalysis();
    ++m_stopsPending;
    arm(SyncTimeoutMs, tr("did not answer 'stop' within %1 s").arg(SyncTimeoutMs / 1000));
    send(QStringLiteral("stop"));
}

void UciEngine::gameOver(const QString& result, const QString&)
{
    if (state() == State::Dead)
        return;
    if (state() == State::Thinking) {
        disarm();
        setState(State::Ready);
        send(QStringLiteral("stop"));
    }
    if (protocol() == Protocol::Usi && m_side) {
        // USI says the result from the engine's side.
        const QString won = *m_side == First ? QStringLiteral("1-0") : QStringLiteral("0-1");
        const QString lost = *m_side == First ? QStringLiteral("0-1") : QStringLiteral("1-0");
        send(QStringLiteral("gameover ")
            + (result == won         ? QStringLiteral("win")
                    : result == lost ? QStringLiteral("lose")
                                     : QStringLiteral("draw")));
    }
    m_side.reset();
}

} // namespace fb::engines

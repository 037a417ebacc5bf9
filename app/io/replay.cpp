// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay.h"

#include "csa.h"
#include "gamecourier.h"
#include "gamestate.h"
#include "gib.h"
#include "kif.h"
#include "movegen.h"
#include "movenotation.h"
#include "notation.h"
#include "pgnwriter.h"
#include "presetembed.h"
#include "sanmatch.h"
#include "xboardsan.h"

#include <functional>

namespace fb::io {

QString moveNumberLabel(const Position& pos)
{
    return QString::number(pos.fullmoveNumber())
        + (pos.sideToMove() == First ? QStringLiteral(".") : QStringLiteral("..."));
}

namespace {

// Finds the legal move a text denotes in `pos` (restored before returning).
using Resolver
    = std::function<std::optional<Move>(Position& pos, const QString& text, QString* error)>;

struct Failure
{
    int ply = -1; ///< main-line index of the failing move; -1 = none
    QString message;
};

// Why no move may be made any more, for a game the engine says is over on its board.
QString whyGameIsOver(Position& pos)
{
    const GameResult result = evaluateGame(pos);
    switch (result.status) {
    case GameStatus::RoyalCaptured:
        return QStringLiteral("the game is over (a royal piece was captured)");
    case GameStatus::FlagReached:
        return QStringLiteral("the game is over (a royal reached the flag region)");
    case GameStatus::DoublePass:
        return QStringLiteral("the game is over (both sides passed)");
    default:
        return QStringLiteral("the game is over (%1)").arg(result.statusName());
    }
}

class LinePlayer
{
public:
    LinePlayer(GameRecord& game, const Resolver& resolver, bool variations, int maxPlies)
        : m_game(game)
        , m_resolve(resolver)
        , m_variations(variations)
        , m_maxPlies(maxPlies)
    { }

    // Plays the main line on `pos`; returns the first failure (ply -1 = none).
    Failure playMain(Position& pos)
    {
        std::vector<MoveRecord>& moves = m_game.mainLine.moves;
        for (size_t i = 0; i < moves.size(); ++i) {
            MoveRecord& m = moves[i];
            m.resolved = false;
            QString why;
            if (auto found = m_resolve(pos, m.text, &why)) {
                m.move = *found;
                m.resolved = true;
            } else {
                if (MoveGenerator::gameOverOnBoard(pos))
                    why = whyGameIsOver(pos);
                return {int(i), describe(m, pos, why)};
            }
            if (m_variations)
                for (Line& v : m.variations)
                    playVariation(pos, v);
            pos.makeMove(m.move);
        }
        return {};
    }

private:
    // "file:line:column: 12... text: why" (no column where the reader knows none), a long
    // text cut short (in `why` too).
    QString describe(const MoveRecord& m, const Position& pos, QString why) const
    {
        constexpr qsizetype Longest = 80;
        QString text = m.text;
        if (text.size() > Longest) {
            text = text.left(Longest - 1) + QChar(0x2026);
            why.replace(m.text, text);
        }
        text.replace(u'\n', QStringLiteral(" / "));
        QString place = QString::number(m.sourceLine ? m.sourceLine : m_game.sourceLine);
        if (m.sourceLine && m.sourceColumn > 0)
            place += u':' + QString::number(m.sourceColumn);
        return QStringLiteral("%1:%2: %3 %4: %5")
            .arg(m_game.sourceName, place, moveNumberLabel(pos), text, why);
    }

    // A variation from the position before its move; `pos` is restored afterwards.
    void playVariation(Position& pos, Line& line)
    {
        if (line.moves.size() > size_t(m_maxPlies)) {
            for (MoveRecord& m : line.moves)
                m.resolved = false;
            m_game.warnings << QStringLiteral("%1:%2: a variation of %3 moves is not played (at "
                                              "most %4)")
                                   .arg(m_game.sourceName)
                                   .arg(line.moves.front().sourceLine
                                           ? line.moves.front().sourceLine
                                           : m_game.sourceLine)
                                   .arg(line.moves.size())
                                   .arg(m_maxPlies);
            return;
        }
        int made = 0;
        for (MoveRecord& m : line.moves) {
            m.resolved = false;
            QString why;
            auto found = m_resolve(pos, m.text, &why);
            if (!found) {
                m_game.warnings << QStringLiteral("variation: ") + describe(m, pos, why);
                break;
            }
            m.move = *found;
            m.resolved = true;
            for (Line& sub : m.variations)
                playVariation(pos, sub);
            pos.makeMove(m.move);
            ++made;
        }
        while (made-- > 0)
            pos.unmakeMove();
    }

    GameRecord& m_game;
    const Resolver& m_resolve;
    bool m_variations;
    int m_maxPlies;
};

// A resolver from a reader's function that picks from the legal moves.
Resolver withLegalMoves(
    std::optional<Move> (*resolve)(const Position&, const MoveList&, const QString&, QString*))
{
    return [resolve](Position& pos, const QString& text, QString* error) {
        MoveList legal;
        MoveGenerator::generateLegal(pos, legal);
        return resolve(pos, legal, text, error);
    };
}

// A resolver for move texts in a players' notation (strict: one legal move or none).
Resolver inNotation(Notation n)
{
    return [n](Position& pos, const QString& text, QString* error) -> std::optional<Move> {
        MoveList legal;
        MoveGenerator::generateLegal(pos, legal);
        ReadResult r = readMove(n, pos, legal, text);
        if (!r.move && error)
            *error = r.error;
        return r.move;
    };
}

/// One reading of a record's move texts, and what it says of the file's look when it plays
/// the whole game.
struct Reading
{
    Resolver resolve;
    /// The notation the reading understands (RecordStyle::pgnMoves): SAN, XBoard's SAN in
    /// its labels, or a players' notation of the family.
    Notation notation = Notation::San;
};

// The notation a PGN's [Format] tag names ("ICCS", "WXF", "Chinese": pgnFormatName), if its
// family offers it: ICCS's "h2e2" is also XBoard's coordinates, and the tag tells them apart.
std::optional<Notation> formatTagNotation(const GameRecord& game)
{
    const QString format = game.tag(QStringLiteral("Format"));
    if (!format.isEmpty())
        for (Notation n : notationsOf(game.variant->family))
            if (pgnFormatName(n) == format)
                return n;
    return std::nullopt;
}

// The readings in the order to try them: those of the notation a [Format] tag names first
// (formatTagNotation), then the others in their order.
std::vector<const Reading*> readingOrder(
    const std::vector<Reading>& readings, std::optional<Notation> tagged)
{
    std::vector<const Reading*> order;
    for (const Reading& r : readings)
        if (tagged && r.notation == *tagged)
            order.push_back(&r);
    for (const Reading& r : readings)
        if (!tagged || r.notation != *tagged)
            order.push_back(&r);
    return order;
}

// The readings of the record's move texts to try, most likely first.
std::vector<Reading> readingsFor(const GameRecord& game)
{
    const VariantDefinition& v = *game.variant;
    const BoardGeometry& g = v.geometry;
    std::vector<Reading> out;
    auto matcher
        = [&out](std::shared_ptr<SanMatcher> sm, auto fallback, Notation notation = Notation::San) {
              out.push_back({[sm, fallback](Position& pos, const QString& text,
                                 QString* error) -> std::optional<Move> {
                                 bool ambiguous = false;
                                 if (auto m = sm->resolve(pos, text, error, &ambiguous))
                                     return m;
                                 if (ambiguous)
                                     return std::nullopt; // never guess between several moves
                                 return fallback(pos, text);
                             },
                  notation});
          };
    auto none = [](Position&, const QString&) -> std::optional<Move> { return std::nullopt; };
    switch (game.notation) {
    case MoveNotation::San: {
        // The matcher alone: it reads every SAN the engine writes (tst_sanmatch), and a looser
        // reader as a last resort would take texts that say another move than the one it finds.
        const QStringList xboardRanks = xboardLabels(v).ranks;
        for (LabelSet& labels : labelConventions(g)) {
            const bool xboard = labels.ranks != g.rankLabels() && labels.ranks == xboardRanks;
            matcher(std::make_shared<SanMatcher>(v, std::move(labels)), none,
                xboard ? Notation::XBoardSan : Notation::San);
        }
        // Then the players' notations of the family: xiangqi records in WXF ("C2=5"),
        // Chinese ("炮二平五") or ICCS ("h2-e2"), shogi in Hodges or Japanese.
        for (Notation n : notationsOf(v.family))
            if (n != Notation::San && n != Notation::XBoardSan && n != Notation::Coordinate)
                out.push_back({inNotation(n), n});
        break;
    }
    case MoveNotation::Coordinate:
    case MoveNotation::Ucci: {
        std::vector<LabelSet> sets = labelConventions(g);
        if (game.notation == MoveNotation::Ucci)
            std::rotate(sets.begin(), sets.end() - 1, sets.end()); // 0-based ranks first
        bool first = true;
        for (LabelSet& labels : sets) {
            auto sm
                = std::make_shared<SanMatcher>(v, std::move(labels), SanMatcher::Mode::Coordinate);
            if (first)
                matcher(sm,
                    [](Position& pos, const QString& text) { return parseCoordinate(pos, text); });
            else
                matcher(sm, none);
            first = false;
        }
        break;
    }
    case MoveNotation::Usi:
        matcher(std::make_shared<SanMatcher>(v, usiLabels(g), SanMatcher::Mode::Coordinate),
            [](Position& pos, const QString& text) { return parseUsi(pos, text); });
        break;
    case MoveNotation::Kif:
        out.push_back({withLegalMoves(resolveKifMove)});
        break;
    case MoveNotation::Gib:
        out.push_back({withLegalMoves(resolveGibMove)});
        break;
    case MoveNotation::Ki2:
        out.push_back({inNotation(Notation::ShogiJapanese)});
        break;
    case MoveNotation::Csa:
        out.push_back({withLegalMoves(resolveCsaMove)});
        break;
    case MoveNotation::GameCourier:
        out.push_back({withLegalMoves(resolveGameCourierMove)});
        break;
    }
    return out;
}

} // namespace

struct ReplayCache::Setup
{
    VariantPtr variant; ///< (held: the readers refer to it)
    MoveNotation notation = MoveNotation::San;
    QString startFen; ///< as the record gives it
    std::optional<Position> start; ///< nullopt: the FEN does not fit the variant ...
    QString startError; ///< ... for this reason
    std::vector<Reading> readings; ///< readingsFor()
};

ReplayCache::ReplayCache() = default;
ReplayCache::~ReplayCache() = default;

const ReplayCache::Setup& ReplayCache::setupFor(const GameRecord& game)
{
    if (m_setup && m_setup->variant == game.variant && m_setup->notation == game.notation
        && m_setup->startFen == game.startFen)
        return *m_setup;
    auto s = std::make_unique<Setup>();
    s->variant = game.variant;
    s->notation = game.notation;
    s->startFen = game.startFen;
    s->start = game.startPosition(&s->startError);
    s->readings = readingsFor(game);
    m_setup = std::move(s);
    return *m_setup;
}

std::optional<Position> replayGame(
    GameRecord& game, const PresetRegistry& registry, const ReplayOptions& options)
{
    auto fail = [&](int line, const QString& message) -> std::optional<Position> {
        if (game.error.isEmpty())
            game.error = QStringLiteral("%1:%2: %3").arg(game.sourceName).arg(line).arg(message);
        return std::nullopt;
    };
    if (!game.error.isEmpty())
        return std::nullopt;
    if (game.mainLine.moves.size() > size_t(options.maxPlies)) {
        const int line = game.mainLine.moves[size_t(options.maxPlies)].sourceLine;
        return fail(line ? line : game.sourceLine,
            QStringLiteral("a game of %1 moves (at most %2)")
                .arg(game.mainLine.moves.size())
                .arg(options.maxPlies));
    }
    QString error;
    if (!game.variant
        && !resolveVariant(game, registry, options.fallbackPreset, &error, options.variants))
        return fail(game.sourceLine, error);
    // A start position the reader kept in its own form: a KIF diagram, a CSA position.
    if (!(game.notation == MoveNotation::Csa ? applyCsaPosition(game, &error)
                                             : applyKifDiagram(game, &error)))
        return fail(game.sourceLine, error);
    ReplayCache own;
    const ReplayCache::Setup& setup = (options.cache ? *options.cache : own).setupFor(game);
    if (!setup.start)
        return fail(game.sourceLine, setup.startError);
    // Every reading of the texts in turn; the first that plays the whole line wins,
    // otherwise the error of the one that got furthest is reported.
    Failure best;
    const QStringList readerWarnings = game.warnings;
    for (const Reading* readingAt : readingOrder(setup.readings, formatTagNotation(game))) {
        const Reading& reading = *readingAt;
        game.warnings = readerWarnings;
        Position pos = *setup.start;
        pos.reservePlies(pos.ply() + int(game.mainLine.moves.size()));
        LinePlayer player(game, reading.resolve, options.variations, options.maxPlies);
        const Failure f = player.playMain(pos);
        if (f.ply < 0) {
            game.style.pgnMoves = reading.notation;
            return pos;
        }
        if (f.ply > best.ply)
            best = f;
    }
    for (MoveRecord& m : game.mainLine.moves)
        m.resolved = false;
    game.error = best.message;
    return std::nullopt;
}

} // namespace fb::io

// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomgames.h"

#include "gamestate.h"
#include "movegen.h"

namespace fb::io {

namespace {

// SplitMix64: small, fast and the same everywhere.
struct SplitMix
{
    uint64_t state;
    uint64_t next()
    {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    size_t below(size_t n) { return size_t(next() % n); }
};

QString resultText(const GameResult& r)
{
    if (!r.isOver())
        return QStringLiteral("*");
    if (!r.winner)
        return QStringLiteral("1/2-1/2");
    return *r.winner == First ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

} // namespace

QList<GameRecord> randomGames(
    const VariantPtr& variant, const QString& presetId, int count, uint64_t seed, int maxPlies)
{
    QList<GameRecord> games;
    SplitMix rng{seed};
    for (int n = 0; n < count; ++n) {
        GameRecord shell;
        shell.variant = variant;
        std::optional<Position> pos = shell.startPosition();
        if (!pos)
            break;
        MoveList played, legal;
        GameResult result;
        for (int ply = 0; ply < maxPlies; ++ply) {
            legal.clear();
            MoveGenerator::generateLegal(*pos, legal);
            if (legal.empty())
                break;
            const Move m = legal[rng.below(legal.size())];
            pos->makeMove(m);
            played.push_back(m);
            result = evaluateGame(*pos);
            if (result.isOver())
                break;
        }
        GameRecord g = GameRecord::fromMoves(variant, presetId, QString(), QString(), played);
        g.setTag(QStringLiteral("Event"), QStringLiteral("Random games"));
        g.setTag(QStringLiteral("Round"), QString::number(n + 1));
        g.setTag(QStringLiteral("White"), QStringLiteral("Random"));
        g.setTag(QStringLiteral("Black"), QStringLiteral("Random"));
        g.result = resultText(result);
        g.number = n + 1;
        games.append(std::move(g));
    }
    return games;
}

} // namespace fb::io

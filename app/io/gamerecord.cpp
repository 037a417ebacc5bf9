// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamerecord.h"

#include "fen.h"
#include "notation.h"
#include "presetembed.h"
#include "presetloader.h"

namespace fb::io {

bool GameRecord::isComplete() const
{
    if (!error.isEmpty() || !variant)
        return false;
    for (const MoveRecord& m : mainLine.moves)
        if (!m.resolved)
            return false;
    return true;
}

QString GameRecord::tag(const QString& name, const QString& fallback) const
{
    for (const auto& [key, value] : tags)
        if (key == name)
            return value;
    return fallback;
}

void GameRecord::setTag(const QString& name, const QString& value)
{
    for (qsizetype i = 0; i < tags.size(); ++i)
        if (tags[i].first == name) {
            if (value.isEmpty())
                tags.removeAt(i);
            else
                tags[i].second = value;
            return;
        }
    if (!value.isEmpty())
        tags.append({name, value});
}

bool GameRecord::takeSpecialTag(const QString& name, const QString& value, QString* errorOut)
{
    if (name == u"Variant") {
        variantName = value.trimmed();
    } else if (name == u"Preset") {
        presetId = value.trimmed();
    } else if (name == u"Rules") {
        profile = value.trimmed();
    } else if (name == u"FEN") {
        startFen = value.trimmed();
    } else if (name == u"SetUp") {
        // implied by FEN
    } else if (name == u"Result") {
        result = value.trimmed();
    } else if (name == u"Termination" && terminationFromName(value) != Termination::None) {
        termination = terminationFromName(value);
    } else if (name == u"PresetJSON") {
        // No bigger than a preset file may be (a preset is compiled from it).
        const qint64 bytes = value.toUtf8().size();
        if (bytes > PresetLimits::MaxFileBytes) {
            presetJson = {};
            if (errorOut)
                *errorOut = QStringLiteral("PresetJSON: the embedded preset has %1 KiB; a preset "
                                           "may have at most %2 KiB")
                                .arg((bytes + 1023) / 1024)
                                .arg(PresetLimits::MaxFileBytes / 1024);
            return true;
        }
        QString why;
        presetJson = parseJsonObject(value, &why);
        if (presetJson.isEmpty() && errorOut)
            *errorOut = QStringLiteral("PresetJSON: ") + why;
    } else {
        return false;
    }
    return true;
}

std::optional<Position> GameRecord::startPosition(QString* errorOut) const
{
    if (!variant) {
        if (errorOut)
            *errorOut = QStringLiteral("the variant is not known");
        return std::nullopt;
    }
    // The record states its position: one that cannot occur in a game (a composed problem)
    // is played as given.
    FenError ferr;
    std::optional<Position> pos = readFen(variant,
        startFen.isEmpty() ? variant->startFen : startFen, &ferr, ImpossiblePositions::Allow);
    if (!pos && errorOut)
        *errorOut = QStringLiteral("bad FEN '%1': %2").arg(startFen, ferr.toString());
    return pos;
}

std::optional<Position> GameRecord::positionAt(int ply, QString* errorOut) const
{
    std::optional<Position> pos = startPosition(errorOut);
    if (!pos)
        return pos;
    const int n = ply < 0 ? int(mainLine.moves.size()) : std::min(ply, int(mainLine.moves.size()));
    for (int i = 0; i < n; ++i) {
        const MoveRecord& m = mainLine.moves[size_t(i)];
        if (!m.resolved) {
            if (errorOut)
                *errorOut = QStringLiteral("move %1 (%2) is not resolved").arg(i + 1).arg(m.text);
            return std::nullopt;
        }
        pos->makeMove(m.move);
    }
    return pos;
}

GameRecord GameRecord::fromMoves(const VariantPtr& v, const QString& presetId,
    const QString& profile, const QString& startFen, const MoveList& moves,
    const PresetRegistry* registry)
{
    GameRecord g;
    g.variant = v;
    g.presetId = presetId;
    g.profile = profile;
    g.startFen = startFen;
    g.notation = MoveNotation::San;
    if (registry)
        g.presetJson = presetToEmbed(*registry, presetId);
    std::optional<Position> pos = g.startPosition();
    if (!pos) {
        g.error = QStringLiteral("bad start position");
        return g;
    }
    g.mainLine.moves.reserve(moves.size());
    for (const Move& m : moves) {
        MoveRecord r;
        r.text = sanText(*pos, m);
        r.move = m;
        r.resolved = true;
        g.mainLine.moves.push_back(std::move(r));
        pos->makeMove(m);
    }
    return g;
}

QList<GameRecord> LoadResult::completeGames() const
{
    QList<GameRecord> out;
    for (const GameRecord& g : games)
        if (g.isComplete())
            out.append(g);
    return out;
}

} // namespace fb::io

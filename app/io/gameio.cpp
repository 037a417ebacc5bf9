// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameio.h"

#include "bundle.h"
#include "compressedfile.h"
#include "coordinatelist.h"
#include "csa.h"
#include "gamecourier.h"
#include "kif.h"
#include "pgnreader.h"
#include "pgnwriter.h"
#include "replay.h"
#include "textdecode.h"

#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

namespace fb::io {

namespace {

LoadResult failure(const QString& message)
{
    LoadResult r;
    r.error = message;
    return r;
}

// The format to read: forced, else by name (".txt" only if the content agrees), else content.
LogFormat readFormat(const LoadOptions& options, const QString& name, const QString& text)
{
    if (options.format != LogFormat::Unknown)
        return options.format;
    const LogFormat byName = formatForPath(name);
    const LogFormat byContent = detectFormat(text);
    const bool txt
        = QFileInfo(withoutCompressionSuffix(name)).suffix().compare(u"txt", Qt::CaseInsensitive)
        == 0;
    if (byName != LogFormat::Unknown && !(txt && byContent != LogFormat::Unknown))
        return byName;
    return byContent;
}

QList<GameRecord> parseText(const QString& text, LogFormat format, const QString& source)
{
    switch (format) {
    case LogFormat::Pgn:
        return readPgn(text, source);
    case LogFormat::Usi:
    case LogFormat::Uci:
    case LogFormat::Ucci:
        return readCoordinateList(text, source, format);
    case LogFormat::Kif:
        return readKif(text, source);
    case LogFormat::Csa:
        return readCsa(text, source);
    case LogFormat::GameCourier:
        return readGameCourier(text, source);
    default:
        return {};
    }
}

// Replays the games the options ask for (all, or game number onlyGame) and drops the others.
void replaySelected(LoadResult& r, const PresetRegistry& registry, const LoadOptions& options)
{
    QList<GameRecord> out;
    // Games that embed the same preset share one compiled variant (a file of generated games
    // embeds it in every game).
    struct Embedded
    {
        QJsonObject json;
        QString profile;
        VariantPtr variant;
        QString id;
    } last;
    for (GameRecord& g : r.games) {
        if (options.onlyGame > 0 && g.number != options.onlyGame)
            continue;
        if (last.variant && !g.variant && !g.presetJson.isEmpty() && g.profile == last.profile
            && g.presetJson == last.json) {
            g.variant = last.variant;
            g.presetId = last.id;
        }
        replayGame(g, registry, {options.fallbackPreset, options.variations});
        if (!g.presetJson.isEmpty() && g.variant)
            last = {g.presetJson, g.profile, g.variant, g.presetId};
        out.append(std::move(g));
    }
    r.games = std::move(out);
}

LoadResult loadBundle(const QByteArray& data, const QString& sourceName,
    const PresetRegistry& registry, const LoadOptions& options)
{
    Bundle bundle;
    QString error;
    if (!readBundle(data, sourceName, bundle, &error))
        return failure(error);
    if (bundle.kind != Bundle::Kind::Game)
        return failure(QStringLiteral("%1: a preset bundle holds no games").arg(sourceName));
    if (!compressionForData(bundle.log.left(8)).isEmpty()
        || detectBinaryFormat(bundle.log.left(8)) != LogFormat::Unknown)
        return failure(QStringLiteral("%1/%2: the log in a bundle must be plain text")
                .arg(sourceName, bundle.logName));
    // Parse only: the bundle's preset must be attached before the games are replayed.
    LoadOptions parseOnly = options;
    parseOnly.format = formatForPath(bundle.logName);
    parseOnly.onlyGame = -1;
    LoadResult r
        = loadGamesFromData(bundle.log, sourceName + u'/' + bundle.logName, registry, parseOnly);
    if (!r.ok())
        return r;
    for (GameRecord& g : r.games) {
        if (!bundle.preset.isEmpty() && g.presetJson.isEmpty()
            && (g.presetId.isEmpty()
                || g.presetId == bundle.preset.value(QStringLiteral("id")).toString()))
            g.presetJson = bundle.preset;
        g.pieceImages = bundle.images;
    }
    replaySelected(r, registry, options);
    return r;
}

} // namespace

LoadResult loadGamesFromData(const QByteArray& rawData, const QString& sourceName,
    const PresetRegistry& registry, const LoadOptions& options)
{
    QByteArray data = rawData;
    const QString compression = compressionForData(data.left(8));
    if (!compression.isEmpty()) {
        QString why;
        QByteArray plain;
        if (!decompress(data, compression, plain, &why))
            return failure(QStringLiteral("%1: %2").arg(sourceName, why));
        data = plain;
    }
    const QString plainName = withoutCompressionSuffix(sourceName);
    const bool forcedText = options.format != LogFormat::Unknown
        && options.format != LogFormat::GameBundle && options.format != LogFormat::PresetBundle;
    if (!forcedText
        && (detectBinaryFormat(data.left(8)) == LogFormat::GameBundle
            || options.format != LogFormat::Unknown))
        return loadBundle(data, sourceName, registry, options);
    const DecodedText decoded = decodeText(data);
    const LogFormat format = readFormat(options, plainName, decoded.text);
    if (format == LogFormat::Unknown)
        return failure(QStringLiteral("%1:1: cannot tell the log format (expected PGN, KIF, CSA, "
                                      "USI/UCI moves or a Game Courier log)")
                .arg(sourceName));
    if (format == LogFormat::GameBundle || format == LogFormat::PresetBundle)
        return failure(QStringLiteral("%1:1: not a zip archive").arg(sourceName));
    LoadResult r;
    r.encoding = decoded.encoding;
    r.games = parseText(decoded.text, format, sourceName);
    if (r.games.isEmpty())
        return failure(QStringLiteral("%1:1: no game found in this %2 file (read as %3)")
                .arg(sourceName, formatName(format), decoded.encoding));
    if (!decoded.problem.isEmpty())
        r.warnings << QStringLiteral("%1:1: %2").arg(sourceName, decoded.problem);
    for (qsizetype i = 0; i < r.games.size(); ++i) {
        GameRecord& g = r.games[i];
        g.number = int(i + 1);
        if (g.mainLine.moves.empty() && g.tags.isEmpty() && g.startFen.isEmpty()
            && g.startDiagram.isEmpty() && g.presetId.isEmpty() && g.error.isEmpty())
            r.warnings << QStringLiteral("%1:%2: nothing was read from game %3: no moves, no "
                                         "tags, no position (read as %4 %5)")
                              .arg(sourceName)
                              .arg(std::max(1, g.sourceLine))
                              .arg(g.number)
                              .arg(decoded.encoding, formatName(format));
    }
    if (options.onlyGame > r.games.size())
        return failure(QStringLiteral("%1: there is no game %2 (the file has %3)")
                .arg(sourceName)
                .arg(options.onlyGame)
                .arg(r.games.size()));
    if (options.onlyGame >= 0) // < 0: parse only (bundles replay with their preset attached)
        replaySelected(r, registry, options);
    return r;
}

LoadResult loadGames(
    const QString& path, const PresetRegistry& registry, const LoadOptions& options)
{
    QByteArray data;
    QString error;
    // Bundles have their own, tighter size limit (checked in readBundle).
    if (!readMaybeCompressed(path, data, &error))
        return failure(error);
    return loadGamesFromData(data, path, registry, options);
}

bool encodeGames(const QList<GameRecord>& games, LogFormat format, const QString& path,
    QByteArray& out, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (games.isEmpty())
        return fail(QStringLiteral("no game to save"));
    for (const GameRecord& g : games)
        if (!g.isComplete())
            return fail(QStringLiteral("game %1 is not complete: %2")
                    .arg(g.number)
                    .arg(g.error.isEmpty() ? QStringLiteral("unresolved moves") : g.error));
    const bool single = format != LogFormat::Pgn && format != LogFormat::GameCourier;
    if (single && games.size() > 1)
        return fail(QStringLiteral("a %1 file holds one game; %2 were given")
                .arg(formatName(format))
                .arg(games.size()));
    QString text;
    switch (format) {
    case LogFormat::Pgn:
        text = writePgnGames(games);
        break;
    case LogFormat::GameCourier:
        text = writeGameCourierGames(games);
        break;
    case LogFormat::Usi:
        if (!writeUsi(games.front(), text, error))
            return false;
        break;
    case LogFormat::Kif: {
        if (!writeKif(games.front(), text, error))
            return false;
        // .kif is Shift_JIS by convention, .kifu UTF-8. A piece name without a Shift_JIS
        // form makes a .kif UTF-8 too, as its header line then says.
        const bool kif = QFileInfo(withoutCompressionSuffix(path)).suffix().toLower() == u"kif";
        if (kif && encodeText(text, QStringLiteral("Shift_JIS"), out))
            return true;
        text.replace(QStringLiteral("encoding=Shift_JIS"), QStringLiteral("encoding=UTF-8"));
        break;
    }
    case LogFormat::Csa:
        if (!writeCsa(games.front(), text, error))
            return false;
        break;
    case LogFormat::GameBundle: {
        Bundle b;
        b.kind = Bundle::Kind::Game;
        b.logName = QStringLiteral("game.pgn");
        b.log = writePgn(games.front()).toUtf8();
        b.preset = games.front().presetJson;
        b.images = games.front().pieceImages;
        return writeBundle(b, out, error);
    }
    case LogFormat::Uci:
    case LogFormat::Ucci:
    case LogFormat::PresetBundle:
    case LogFormat::Unknown:
        return fail(
            QStringLiteral("cannot write %1 files (use .pgn, .usi, .kif, .csa, .gc or .fbz)")
                .arg(formatName(format)));
    }
    out = text.toUtf8();
    return true;
}

bool saveGames(const QList<GameRecord>& games, const QString& path, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, message);
        return false;
    };
    QString why;
    QByteArray bytes;
    const LogFormat format = formatForPath(path);
    if (format == LogFormat::Unknown)
        return fail(QStringLiteral("unknown file type (use .pgn, .usi, .kif, .kifu, .csa, .gc, "
                                   ".txt or .fbz, optionally + .gz/.bz2/.xz/.zst)"));
    if (!encodeGames(games, format, path, bytes, &why))
        return fail(why);
    const QString compression = compressionForPath(path);
    if (!compression.isEmpty()) {
        QByteArray packed;
        if (!compress(bytes, compression, packed, &why))
            return fail(why);
        bytes = packed;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString e = file.errorString();
        file.cancelWriting();
        return fail(e);
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

bool saveGame(const GameRecord& game, const QString& path, QString* error)
{
    return saveGames({game}, path, error);
}

} // namespace fb::io

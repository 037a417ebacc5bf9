// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameio.h"

#include "bundle.h"
#include "compressedfile.h"
#include "coordinatelist.h"
#include "csa.h"
#include "gamecourier.h"
#include "gib.h"
#include "kif.h"
#include "loglimits.h"
#include "pgnreader.h"
#include "pgnwriter.h"
#include "replay.h"
#include "textdecode.h"
#include "variantcache.h"

#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <functional>

namespace fb::io {

namespace {

/// The layout of a .kif / .kifu file for `g`: its own, except KI2 (that is .ki2's).
KifLayout kifLayoutOf(const GameRecord& g)
{
    return g.style.kifLayout == KifLayout::Numbered ? KifLayout::Numbered : KifLayout::Table;
}

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

// Reads `text` of `format` into `out` (KIF's 手合割 names presets of `registry`).
void parseText(const QString& text, LogFormat format, const QString& source,
    const PresetRegistry& registry, GameCollector& out)
{
    switch (format) {
    case LogFormat::Pgn:
        readPgn(text, source, out);
        break;
    case LogFormat::Usi:
    case LogFormat::Uci:
    case LogFormat::Ucci:
        readCoordinateList(text, source, format, out);
        break;
    case LogFormat::Kif:
        readKif(text, source, registry, out);
        break;
    case LogFormat::Csa:
        readCsa(text, source, out);
        break;
    case LogFormat::GameCourier:
        readGameCourier(text, source, out);
        break;
    case LogFormat::Gib:
        readGib(text, source, out);
        break;
    default:
        break;
    }
}

bool nothingRead(const GameRecord& g)
{
    return g.mainLine.moves.empty() && g.tags.isEmpty() && g.startFen.isEmpty()
        && g.startDiagram.isEmpty() && g.presetId.isEmpty() && g.error.isEmpty();
}

// Reads and replays the games of a decoded text as they are read: every game, or only game
// number options.onlyGame (reading stops after it). `prepare` runs on each game to be
// replayed first (a bundle attaches its preset and images). Embedded presets are compiled
// once per file (VariantCache).
LoadResult loadText(const DecodedText& decoded, LogFormat format, const QString& source,
    const PresetRegistry& registry, const LoadOptions& options,
    const std::function<void(GameRecord&)>& prepare)
{
    LoadResult r;
    r.encoding = decoded.encoding;
    if (!decoded.problem.isEmpty())
        r.warnings << QStringLiteral("%1:1: %2").arg(source, decoded.problem);
    VariantCache variants(options.limits.maxTableBytes);
    ReplayCache cache;
    const ReplayOptions replay{options.fallbackPreset, options.variations, &variants,
        options.limits.maxPliesPerLine, &cache};
    GameCollector collector(source, options.limits, [&](GameRecord& g) {
        if (nothingRead(g))
            r.warnings << QStringLiteral("%1:%2: nothing was read from game %3: no moves, no "
                                         "tags, no position (read as %4 %5)")
                              .arg(source)
                              .arg(std::max(1, g.sourceLine))
                              .arg(g.number)
                              .arg(decoded.encoding, formatName(format));
        if (options.onlyGame > 0 && g.number != options.onlyGame)
            return true; // not wanted: dropped unreplayed
        const bool last = options.onlyGame > 0;
        if (prepare)
            prepare(g);
        replayGame(g, registry, replay);
        r.games.append(std::move(g));
        return !last;
    });
    parseText(decoded.text, format, source, registry, collector);
    if (!collector.error().isEmpty())
        return failure(collector.error());
    if (collector.gameCount() == 0)
        return failure(QStringLiteral("%1:1: no game found in this %2 file (read as %3)")
                .arg(source, formatName(format), decoded.encoding));
    if (options.onlyGame > collector.gameCount())
        return failure(QStringLiteral("%1: there is no game %2 (the file has %3)")
                .arg(source)
                .arg(options.onlyGame)
                .arg(collector.gameCount()));
    return r;
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
    const QString logName = sourceName + u'/' + bundle.logName;
    if (!compressionForData(bundle.log.left(8)).isEmpty()
        || detectBinaryFormat(bundle.log.left(8)) != LogFormat::Unknown)
        return failure(QStringLiteral("%1: the log in a bundle must be plain text").arg(logName));
    if (bundle.log.size() > options.limits.maxBytes)
        return failure(QStringLiteral("%1: more than %2 (the limit)")
                .arg(logName, sizeText(options.limits.maxBytes)));
    const DecodedText decoded = decodeText(bundle.log);
    bundle.log = QByteArray();
    const QString presetId = bundle.preset.value(QStringLiteral("id")).toString();
    // The bundle's preset and images go with its games.
    auto attach = [&](GameRecord& g) {
        if (!bundle.preset.isEmpty() && g.presetJson.isEmpty()
            && (g.presetId.isEmpty() || g.presetId == presetId))
            g.presetJson = bundle.preset;
        g.pieceImages = bundle.images;
    };
    return loadText(decoded, formatForPath(bundle.logName), logName, registry, options, attach);
}

// loadGamesFromData on bytes it may release as soon as they are decoded.
LoadResult loadBytes(QByteArray data, const QString& sourceName, const PresetRegistry& registry,
    const LoadOptions& options)
{
    const qint64 maxBytes = options.limits.maxBytes;
    const QString compression = compressionForData(data.left(8));
    if (!compression.isEmpty()) {
        QString why;
        QByteArray plain;
        if (!decompress(data, compression, plain, &why, maxBytes))
            return failure(QStringLiteral("%1: %2").arg(sourceName, why));
        data = std::move(plain);
    }
    const QString plainName = withoutCompressionSuffix(sourceName);
    const bool forcedText = options.format != LogFormat::Unknown
        && options.format != LogFormat::GameBundle && options.format != LogFormat::PresetBundle;
    if (!forcedText
        && (detectBinaryFormat(data.left(8)) == LogFormat::GameBundle
            || options.format != LogFormat::Unknown))
        return loadBundle(data, sourceName, registry, options);
    if (data.size() > maxBytes)
        return failure(
            QStringLiteral("%1: more than %2 (the limit)").arg(sourceName, sizeText(maxBytes)));
    const DecodedText decoded = decodeText(data);
    data = QByteArray();
    const LogFormat format = readFormat(options, plainName, decoded.text);
    if (format == LogFormat::Unknown)
        return failure(QStringLiteral("%1:1: cannot tell the log format (expected PGN, KIF, CSA, "
                                      "USI/UCI moves or a Game Courier log)")
                .arg(sourceName));
    if (format == LogFormat::GameBundle || format == LogFormat::PresetBundle)
        return failure(QStringLiteral("%1:1: not a zip archive").arg(sourceName));
    return loadText(decoded, format, sourceName, registry, options, {});
}

} // namespace

LoadResult loadGamesFromData(const QByteArray& data, const QString& sourceName,
    const PresetRegistry& registry, const LoadOptions& options)
{
    return loadBytes(data, sourceName, registry, options);
}

LoadResult loadGames(
    const QString& path, const PresetRegistry& registry, const LoadOptions& options)
{
    QByteArray data;
    QString error;
    if (!readMaybeCompressed(path, data, &error, options.limits.maxBytes))
        return failure(error);
    return loadBytes(std::move(data), path, registry, options);
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
    const bool single
        = format != LogFormat::Pgn && format != LogFormat::GameCourier && format != LogFormat::Gib;
    if (single && games.size() > 1)
        return fail(QStringLiteral("a %1 file holds one game; %2 were given")
                .arg(formatName(format))
                .arg(games.size()));
    QString text;
    switch (format) {
    case LogFormat::Pgn:
        text = writePgnGames(games); // each game in its own SAN (RecordStyle)
        break;
    case LogFormat::GameCourier:
        text = writeGameCourierGames(games);
        break;
    case LogFormat::Usi:
        if (!writeUsi(games.front(), text, error))
            return false;
        break;
    case LogFormat::Kif: {
        const QString suffix = QFileInfo(withoutCompressionSuffix(path)).suffix().toLower();
        if (!writeKif(games.front(), text, error,
                suffix == u"ki2" ? KifLayout::Ki2 : kifLayoutOf(games.front())))
            return false;
        // .kif is Shift_JIS by convention, .kifu UTF-8. A piece name without a Shift_JIS
        // form makes a .kif UTF-8 too, as its header line then says.
        const bool kif = QFileInfo(withoutCompressionSuffix(path)).suffix().toLower() == u"kif";
        if (kif && encodeText(text, QStringLiteral("Shift_JIS"), out))
            return true;
        text.replace(QStringLiteral("encoding=Shift_JIS"), QStringLiteral("encoding=UTF-8"));
        break;
    }
    case LogFormat::Gib:
        // Several games follow each other, each from its headers.
        for (const GameRecord& g : games) {
            QString one;
            if (!writeGib(g, one, error))
                return false;
            text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + one;
        }
        if (encodeText(text, QStringLiteral("EUC-KR"), out)) // as Korean programs write it
            return true;
        break;
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

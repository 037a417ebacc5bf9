// SPDX-License-Identifier: GPL-3.0-or-later
// Bundles (zip archives through KArchive): a game bundle (.fbz) holds a log, the preset and
// the piece images a custom preset uses; a preset bundle (.fbpz) a custom preset and its
// pieces. Layout (see app/io/README.md):
//   manifest.json   {"format": "fairyboard-game-bundle" | "fairyboard-preset-bundle", "version": 1}
//   game.pgn        the log (game bundles)
//   preset.json     the resolved preset (required in preset bundles)
//   pieces/NAME     piece images, NAME = [A-Za-z0-9._-]+ ending in .svg or .png
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace fb::io {

struct ZipEntryInfo;

struct Bundle
{
    enum class Kind : uint8_t
    {
        Game,
        Preset
    };
    Kind kind = Kind::Game;
    QString logName = QStringLiteral("game.pgn");
    QByteArray log; ///< game bundles only
    QJsonObject preset; ///< empty when the game's preset is a bundled one
    QMap<QString, QByteArray> images; ///< file name (without "pieces/") -> bytes
};

/// What a bundle may hold: anything bigger is refused before it is decompressed.
struct BundleLimits
{
    qint64 maxArchiveBytes = 50LL << 20;
    qint64 maxEntryBytes = 50LL << 20;
    qint64 maxTotalBytes = 50LL << 20;
    double maxRatio = 100.0; ///< uncompressed : compressed, checked above 1 KiB
    int maxEntries = 1000;
    int maxImagePixels = 2048; ///< width and height of a PNG piece image, read from its header
};

/// Is `name` an entry a bundle may contain (no "..", no absolute path, no backslash or drive,
/// only the layout above)? Directory entries ("pieces/") are allowed.
bool isAllowedBundleEntry(const QString& name);

/// Checks the stored names and sizes of a bundle against the layout and the limits; fills
/// `error` with the first problem ("entry '../x': leaves the bundle").
bool checkBundleEntries(
    const QList<ZipEntryInfo>& entries, const BundleLimits& limits, QString* error);

/// Checks a PNG piece image before anything decodes it: at most maxPixels x maxPixels (an
/// 8000 x 8000 image takes 256 MB once decoded), its header intact. Fills `error` ("entry
/// 'pieces/x.png': ...") and returns false otherwise. Entries that are no PNG are left to the
/// app, whose image reader refuses to allocate more than 256 MB (Qt's allocation limit); SVG
/// images are drawn at the size of a square.
bool checkPieceImage(const QString& name, const QByteArray& bytes, int maxPixels, QString* error);

/// Reads a bundle held in memory: entries are checked first (checkBundleEntries), then read
/// in memory with a bound, then the piece images (checkPieceImage). Fails for anything
/// malformed: "source: why".
bool readBundle(const QByteArray& data, const QString& sourceName, Bundle& out, QString* error,
    const BundleLimits& limits = {});

/// The zip bytes of a bundle. Fails if an image name is not allowed or KArchive is missing.
bool writeBundle(const Bundle& bundle, QByteArray& out, QString* error);

/// Reads a bundle file (at most limits.maxArchiveBytes).
bool readBundleFile(
    const QString& path, Bundle& out, QString* error, const BundleLimits& limits = {});
/// Writes a bundle file atomically (QSaveFile).
bool writeBundleFile(const QString& path, const Bundle& bundle, QString* error);

/// The image files a preset's pieces use, found in `dirs`: for each piece's art id (or id)
/// the files ART.svg/png and white-, black-, red-, blue- ART.svg/png.
QMap<QString, QByteArray> collectPieceImages(const QJsonObject& preset, const QStringList& dirs);

} // namespace fb::io

// SPDX-License-Identifier: GPL-3.0-or-later
#include "importcommands.h"

#include "enginevariantreader.h"
#include "fsfexport.h"
#include "variantimport.h"

#include <QDir>
#include <QEventLoop>
#include <QJsonDocument>
#include <QSaveFile>

namespace fb::cli {

namespace {

struct ImportOptions
{
    QStringList positional;
    QString section, format, out, presetDir, engine, variant;
};

bool parseImportOptions(const QStringList& args, ImportOptions& o, QTextStream& err)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        QString* target = a == u"--section" ? &o.section
            : a == u"--format"              ? &o.format
            : a == u"--out"                 ? &o.out
            : a == u"--presets"             ? &o.presetDir
            : a == u"--engine"              ? &o.engine
            : a == u"--variant"             ? &o.variant
                                            : nullptr;
        if (target) {
            if (i + 1 >= args.size()) {
                err << "fairyboard-cli: " << a << " needs a value\n";
                return false;
            }
            *target = args[++i];
        } else if (a.startsWith(u"--")) {
            err << "fairyboard-cli: unknown option " << a << "\n";
            return false;
        } else {
            o.positional << a;
        }
    }
    return true;
}

bool writeFile(const QString& path, const QByteArray& bytes, QTextStream& err)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        err << "fairyboard-cli: cannot write " << path << ": " << f.errorString() << "\n";
        return false;
    }
    return true;
}

// The variant `o.variant` as the engine `o.engine` defines it (EngineVariantReader), waited for.
std::optional<io::ImportResult> importFromEngine(
    const ImportOptions& o, const PresetRegistry& registry, QTextStream& err)
{
    QString error;
    const std::optional<engines::EngineSpec> spec = engines::parseEngineSpec(o.engine, &error);
    if (!spec) {
        err << "fairyboard-cli: --engine: " << error << "\n";
        return std::nullopt;
    }
    engines::EngineEntry entry;
    entry.program = spec->program;
    entry.arguments = spec->arguments;
    if (spec->protocol)
        entry.protocol = engines::protocolId(*spec->protocol);
    engines::EngineVariantReader reader(entry, o.variant, registry);
    io::ImportResult result;
    QEventLoop loop;
    QObject::connect(
        &reader, &engines::EngineVariantReader::finished, &loop, [&](const io::ImportResult& r) {
            result = r;
            loop.quit();
        });
    reader.start();
    loop.exec();
    err << "fairyboard-cli: rules checked against the engine in " << reader.checkedPositions()
        << " positions; pieces whose moves differ: " << reader.differences() << "\n";
    return result;
}

} // namespace

QString importUsage()
{
    return QStringLiteral(
        "  import FILE [--section NAME] [--format fsf|sjaak|xboard|diagram] [--out DIR]\n"
        "                                  read variant definitions (Fairy-Stockfish "
        "variants.ini,\n"
        "                                  Sjaak II, XBoard setup/piece commands, Interactive\n"
        "                                  Diagram) into presets DIR/ID.json; what cannot be\n"
        "                                  expressed is listed on stderr as file:line: text\n"
        "  import --engine CMD --variant NAME [--out DIR]\n"
        "                                  the variant NAME as the XBoard engine CMD defines it\n"
        "                                  (its setup and piece commands), its rules checked\n"
        "                                  against the engine's (lift/highlight) in positions of\n"
        "                                  a random game; differences are listed on stderr\n"
        "  export PRESET [--out FILE]      the preset as a Fairy-Stockfish variants.ini section,\n"
        "                                  or the reasons it cannot be one\n");
}

int importVariant(const QStringList& args, Streams io)
{
    ImportOptions o;
    if (!parseImportOptions(args, o, io.err))
        return 2;
    const bool fromEngine = !o.engine.isEmpty() || !o.variant.isEmpty();
    if (fromEngine ? (o.engine.isEmpty() || o.variant.isEmpty() || !o.positional.isEmpty())
                   : o.positional.size() != 1) {
        io.err << "usage: fairyboard-cli import FILE [--section NAME] [--format "
                  "fsf|sjaak|xboard|diagram] [--out DIR]\n"
                  "       fairyboard-cli import --engine CMD --variant NAME [--out DIR]\n";
        return 2;
    }
    const std::optional<io::ImportFormat> format
        = io::importFormatFromName(o.format.isEmpty() ? QStringLiteral("auto") : o.format);
    if (!format) {
        io.err << "fairyboard-cli: unknown format '" << o.format
               << "'; formats: fsf, sjaak, xboard, diagram\n";
        return 2;
    }
    const PresetRegistry registry = makeRegistry(o.presetDir);
    std::optional<io::ImportResult> read = fromEngine
        ? importFromEngine(o, registry, io.err)
        : io::importVariantFile(o.positional[0], *format, o.section, registry);
    if (!read)
        return 2;
    const io::ImportResult& result = *read;
    const QString source = fromEngine ? o.variant : o.positional[0];
    for (const io::ImportNote& n : result.notes)
        io.err << n.toString() << "\n";
    const QDir dir(o.out.isEmpty() ? QStringLiteral(".") : o.out);
    if (!dir.exists() && !QDir().mkpath(dir.path())) {
        io.err << "fairyboard-cli: cannot create " << dir.path() << "\n";
        return 1;
    }
    int written = 0;
    for (const io::ImportedPreset& p : result.presets) {
        const QString path = dir.filePath(
            p.preset.value(QStringLiteral("id")).toString() + QStringLiteral(".json"));
        if (writeFile(path, QJsonDocument(p.preset).toJson(QJsonDocument::Indented), io.err)) {
            io.out << path << "\n";
            ++written;
        }
    }
    if (!written)
        io.err << "fairyboard-cli: nothing could be imported from " << source << "\n";
    return written ? 0 : 1;
}

int exportVariant(const QStringList& args, Streams io)
{
    ImportOptions o;
    if (!parseImportOptions(args, o, io.err))
        return 2;
    if (o.positional.size() != 1 || !o.section.isEmpty() || !o.format.isEmpty()) {
        io.err << "usage: fairyboard-cli export PRESET [--out FILE]\n";
        return 2;
    }
    PresetRegistry registry = makeRegistry(o.presetDir);
    QString id;
    if (!loadVariant(registry, o.positional[0], QString(), io.err, &id))
        return 1;
    const io::FsfExport out = io::exportFsf(registry.resolved(id));
    if (!out.ok()) {
        io.err << "fairyboard-cli: '" << id << "' cannot be written as a variants.ini section:\n";
        for (const QString& r : out.reasons)
            io.err << "  " << r << "\n";
        return 1;
    }
    if (o.out.isEmpty()) {
        io.out << out.text;
        return 0;
    }
    return writeFile(o.out, out.text.toUtf8(), io.err) ? 0 : 1;
}

} // namespace fb::cli

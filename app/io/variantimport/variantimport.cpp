// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantimport.h"

#include "formatreaders.h"
#include "fsfimport.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>

namespace fb::io {

std::optional<ImportFormat> importFormatFromName(const QString& name)
{
    const QString n = name.toLower();
    if (n == u"fsf" || n == u"ini" || n == u"fairy-stockfish")
        return ImportFormat::Fsf;
    if (n == u"sjaak" || n == u"sjaakii")
        return ImportFormat::Sjaak;
    if (n == u"xboard")
        return ImportFormat::XBoard;
    if (n == u"diagram")
        return ImportFormat::Diagram;
    if (n == u"auto")
        return ImportFormat::Auto;
    return std::nullopt;
}

ImportFormat detectImportFormat(const QString& text)
{
    static const QRegularExpression section(
        QStringLiteral("^\\s*\\[[^\\]\\n]+\\]\\s*$"), QRegularExpression::MultilineOption);
    static const QRegularExpression sjaak(
        QStringLiteral("^\\s*Variant\\s*:"), QRegularExpression::MultilineOption);
    static const QRegularExpression xboard(
        QStringLiteral("^\\s*setup\\s+\\("), QRegularExpression::MultilineOption);
    static const QRegularExpression diagram(
        QStringLiteral("^\\s*(files|ranks)=\\d"), QRegularExpression::MultilineOption);
    if (sjaak.match(text).hasMatch())
        return ImportFormat::Sjaak;
    if (xboard.match(text).hasMatch())
        return ImportFormat::XBoard;
    if (diagram.match(text).hasMatch())
        return ImportFormat::Diagram;
    if (section.match(text).hasMatch())
        return ImportFormat::Fsf;
    return ImportFormat::Auto;
}

ImportResult importVariantText(const QString& text, const QString& file, ImportFormat format,
    const QString& section, const PresetRegistry& registry)
{
    if (format == ImportFormat::Auto)
        format = detectImportFormat(text);
    switch (format) {
    case ImportFormat::Fsf:
        return importFsf(text, file, section, registry);
    case ImportFormat::Sjaak:
        return importSjaak(text, file, section);
    case ImportFormat::XBoard:
        return importXBoard(text, file, registry);
    case ImportFormat::Diagram:
        return importDiagram(text, file);
    case ImportFormat::Auto:
        break;
    }
    ImportResult result;
    result.notes.append({file, 0,
        QStringLiteral("not a variant definition this program reads (variants.ini, Sjaak II, "
                       "XBoard setup commands, Interactive Diagram); give --format")});
    return result;
}

ImportResult importVariantFile(const QString& path, ImportFormat format, const QString& section,
    const PresetRegistry& registry)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        ImportResult r;
        r.notes.append({path, 0, f.errorString()});
        return r;
    }
    if (f.size() > MaxImportFileBytes) {
        ImportResult r;
        r.notes.append({path, 0,
            QStringLiteral("larger than %1 KiB; a variant file may have at most %1 KiB")
                .arg(MaxImportFileBytes / 1024)});
        return r;
    }
    const QByteArray bytes = f.read(MaxImportFileBytes + 1);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(bytes);
    if (utf8.hasError())
        text = QString::fromLatin1(bytes);
    text.remove(u'\r');
    return importVariantText(text, path, format, section, registry);
}

} // namespace fb::io

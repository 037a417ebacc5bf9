// SPDX-License-Identifier: GPL-3.0-or-later
#include "formatdetect.h"

#include "compressedfile.h"
#include "pgnreader.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace fb::io {

LogFormat formatForPath(const QString& path)
{
    const QString suffix = QFileInfo(withoutCompressionSuffix(path)).suffix().toLower();
    if (suffix == u"pgn")
        return LogFormat::Pgn;
    if (suffix == u"usi")
        return LogFormat::Usi;
    if (suffix == u"uci")
        return LogFormat::Uci;
    if (suffix == u"ucci")
        return LogFormat::Ucci;
    if (suffix == u"kif" || suffix == u"kifu" || suffix == u"ki2")
        return LogFormat::Kif;
    if (suffix == u"csa")
        return LogFormat::Csa;
    if (suffix == u"gib")
        return LogFormat::Gib;
    if (suffix == u"gc" || suffix == u"txt")
        return LogFormat::GameCourier;
    if (suffix == u"fbz")
        return LogFormat::GameBundle;
    if (suffix == u"fbpz")
        return LogFormat::PresetBundle;
    return LogFormat::Unknown;
}

LogFormat detectBinaryFormat(const QByteArray& head)
{
    if (head.startsWith("PK\x03\x04") || head.startsWith("PK\x05\x06"))
        return LogFormat::GameBundle;
    return LogFormat::Unknown;
}

LogFormat detectFormat(const QString& text)
{
    const QString head = text.left(4096);
    if (head.contains(QStringLiteral("手合割")) || head.contains(QStringLiteral("手数----"))
        || head.contains(QStringLiteral("先手：")) || head.startsWith(QStringLiteral("#KIF")))
        return LogFormat::Kif;
    if (head.contains(QStringLiteral("[초차림")) || head.contains(QStringLiteral("[한차림"))
        || head.contains(QStringLiteral("[초대국자")) || head.contains(QStringLiteral("[대국결과")))
        return LogFormat::Gib;
    static const QRegularExpression csa(
        QStringLiteral("^(V2(\\.\\d)?|PI|P1[-+ ]|[+-]\\d{4}[A-Z]{2})"),
        QRegularExpression::MultilineOption);
    if (csa.match(head).hasMatch())
        return LogFormat::Csa;
    // Game Courier before PGN: its logs are numbered like PGN movetext.
    static const QRegularExpression gc(
        QStringLiteral("^\\s*(\\d+\\.+\\s*)?([A-Za-z+]{1,3}\\s+)?([a-z]{1,2}\\d{1,2}|\\d{1,2}[a-z])"
                       "-([a-z]{1,2}\\d{1,2}|"
                       "\\d{1,2}[a-z])\\s*(;|//|$)"),
        QRegularExpression::MultilineOption);
    if (gc.match(head).hasMatch())
        return LogFormat::GameCourier;
    if (looksLikePgn(head))
        return LogFormat::Pgn;
    static const QRegularExpression usi(
        QStringLiteral("(^|\\s)(\\d\\d?[a-p]\\d\\d?[a-p]\\+?|[A-Z]\\*\\d\\d?[a-p])(\\s|$)"));
    if (head.contains(QStringLiteral("position sfen")) || usi.match(head).hasMatch())
        return LogFormat::Usi;
    static const QRegularExpression uci(
        QStringLiteral("(^|\\s)[a-z]\\d{1,2}[a-z]\\d{1,2}[a-z]?(\\s|$)"));
    if (head.contains(QStringLiteral("position startpos")) || uci.match(head).hasMatch())
        return LogFormat::Uci;
    return LogFormat::Unknown;
}

QString formatName(LogFormat format)
{
    switch (format) {
    case LogFormat::Pgn:
        return QStringLiteral("PGN");
    case LogFormat::Usi:
        return QStringLiteral("USI");
    case LogFormat::Uci:
        return QStringLiteral("UCI");
    case LogFormat::Ucci:
        return QStringLiteral("UCCI");
    case LogFormat::Kif:
        return QStringLiteral("KIF");
    case LogFormat::Csa:
        return QStringLiteral("CSA");
    case LogFormat::GameCourier:
        return QStringLiteral("Game Courier");
    case LogFormat::Gib:
        return QStringLiteral(".gib");
    case LogFormat::GameBundle:
        return QStringLiteral("game bundle");
    case LogFormat::PresetBundle:
        return QStringLiteral("preset bundle");
    case LogFormat::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

} // namespace fb::io

// SPDX-License-Identifier: GPL-3.0-or-later
#include "custompieceart.h"

#include <atomic>

CustomPieceArt::CustomPieceArt(QMap<QString, QByteArray> images)
    : m_images(std::move(images))
{
    static std::atomic<quint64> next{0};
    if (!m_images.isEmpty())
        m_key = ++next;
}

QString CustomPieceArt::fileFor(const QString& family, const QString& art, bool second) const
{
    if (m_images.isEmpty() || art.isEmpty())
        return {};
    QString side;
    if (family == u"xiangqi")
        side = second ? QStringLiteral("black") : QStringLiteral("red");
    else if (family == u"janggi")
        side = second ? QStringLiteral("red") : QStringLiteral("blue");
    else
        side = second ? QStringLiteral("black") : QStringLiteral("white");
    for (const QString& stem : {side + u'-' + art, art})
        for (const char* ext : {".svg", ".png"}) {
            const QString name = stem + QLatin1String(ext);
            if (m_images.contains(name))
                return name;
        }
    return {};
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "custompieceart.h"

#include "familystyle.h"

#include <QCryptographicHash>
#include <QtEndian>

CustomPieceArt::CustomPieceArt(QMap<QString, QByteArray> images)
    : m_images(std::move(images))
{
    if (m_images.isEmpty())
        return;
    // From the content: the same images read again (or from another bundle) share the
    // rendered pixmaps. Each name and image is preceded by its length, so no two sets of
    // files hash the same bytes.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const auto addSized = [&hash](QByteArrayView bytes) {
        const quint64 size = qToLittleEndian(quint64(bytes.size()));
        hash.addData(QByteArrayView(reinterpret_cast<const char*>(&size), sizeof size));
        hash.addData(bytes);
    };
    for (auto it = m_images.cbegin(); it != m_images.cend(); ++it) {
        addSized(it.key().toUtf8());
        addSized(it.value());
    }
    m_key = qFromLittleEndian<quint64>(hash.result().constData());
    if (m_key == 0)
        m_key = 1; // 0 is the empty set's
}

QString CustomPieceArt::fileFor(fb::Family family, const QString& art, bool second) const
{
    if (m_images.isEmpty() || art.isEmpty())
        return {};
    const QString side = FamilyStyle::of(family).artPrefix(second ? fb::Second : fb::First);
    for (const QString& stem : {side + u'-' + art, art})
        for (const char* ext : {".svg", ".png"}) {
            const QString name = stem + QLatin1String(ext);
            if (m_images.contains(name))
                return name;
        }
    return {};
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "piecerenderer.h"

#include "familystyle.h"
#include "piecesets.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPixmapCache>
#include <QSvgRenderer>

PieceRenderer::PieceRenderer() = default;
PieceRenderer::~PieceRenderer() = default;

bool PieceRenderer::rotatesForSecond(fb::Family family)
{
    return FamilyStyle::of(family).turnsSecondSide;
}

void PieceRenderer::setPieceSets(const QMap<QString, QString>& chosen)
{
    m_chosen = chosen;
}

QString PieceRenderer::setFor(fb::Family family) const
{
    const QString style = PieceSets::styleOf(family);
    const PieceSetInfo* chosen = PieceSets::find(m_chosen.value(style));
    return chosen && chosen->style == style ? chosen->id : PieceSets::defaultFor(style);
}

QString PieceRenderer::fileFor(
    const PieceSetInfo& set, fb::Family family, const QString& art, bool second)
{
    const QString dir = QStringLiteral(":/pieces/") + set.id + u'/';
    if (set.files == u"single")
        return dir + art + QStringLiteral(".svg");
    if (set.files == u"redblack") {
        // Janggi's first player is blue (Cho), the second red (Han); without janggi files the
        // xiangqi ones stand in.
        if (FamilyStyle::of(family).usesJanggiArt && set.janggi)
            return dir + QStringLiteral("janggi-%1-%2.svg").arg(second ? u"red" : u"blue", art);
        return dir + QStringLiteral("%1-%2.svg").arg(second ? u"black" : u"red", art);
    }
    return dir + QStringLiteral("%1-%2.svg").arg(second ? u"black" : u"white", art);
}

QSvgRenderer* PieceRenderer::svg(const QString& file)
{
    auto it = m_renderers.find(file);
    if (it == m_renderers.end()) {
        std::shared_ptr<QSvgRenderer> r;
        if (QFile::exists(file)) {
            r = std::make_shared<QSvgRenderer>(file);
            if (!r->isValid())
                r.reset();
        }
        it = m_renderers.insert(file, r);
    }
    return it->get();
}

QPixmap PieceRenderer::render(const QString& file, int size, bool rotated)
{
    const QString key = QStringLiteral("fb/%1/%2/%3").arg(file).arg(size).arg(rotated);
    QPixmap pm;
    if (QPixmapCache::find(key, &pm))
        return pm;
    QSvgRenderer* r = svg(file);
    if (!r)
        return {};
    pm = QPixmap(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (rotated) {
        p.translate(size, size);
        p.rotate(180);
    }
    r->render(&p, QRectF(0, 0, size, size));
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

QPixmap PieceRenderer::token(const QString& letter, bool second, int size) const
{
    const QString key = QStringLiteral("fb/token/%1/%2/%3").arg(second).arg(size).arg(letter);
    QPixmap pm;
    if (QPixmapCache::find(key, &pm))
        return pm;
    pm = QPixmap(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(size * 0.08, size * 0.08, size * 0.84, size * 0.84);
    p.setPen(QPen(second ? QColor(240, 240, 240) : QColor(30, 30, 30), std::max(1.0, size * 0.04)));
    p.setBrush(second ? QColor(35, 35, 35) : QColor(250, 250, 245));
    p.drawEllipse(r);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(std::max(6, int(size * (letter.size() > 1 ? 0.36 : 0.5))));
    p.setFont(f);
    p.setPen(second ? QColor(245, 245, 245) : QColor(20, 20, 20));
    p.drawText(r, Qt::AlignCenter, letter);
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

QPixmap PieceRenderer::setPixmap(const QString& setId, fb::Family family, const QString& art,
    bool second, int size, bool rotated)
{
    const PieceSetInfo* set = PieceSets::find(setId);
    return set ? render(fileFor(*set, family, art, second), size, rotated) : QPixmap();
}

QPixmap PieceRenderer::customPixmap(const QString& name, int size, bool rotated) const
{
    const QByteArray& bytes = m_custom.images().value(name);
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    if (rotated) {
        p.translate(size, size);
        p.rotate(180);
    }
    if (name.endsWith(QStringLiteral(".svg"))) {
        QSvgRenderer svg(bytes);
        if (!svg.isValid())
            return {};
        svg.setAspectRatioMode(Qt::KeepAspectRatio);
        svg.render(&p, QRectF(0, 0, size, size));
    } else {
        QImage image;
        if (!image.loadFromData(bytes) || image.isNull())
            return {};
        const QImage scaled
            = image.scaled(size, size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        p.drawImage((size - scaled.width()) / 2, (size - scaled.height()) / 2, scaled);
    }
    return pm;
}

QPixmap PieceRenderer::pixmap(fb::Family family, const QString& art, bool second,
    const QString& letter, int size, bool rotated)
{
    if (const QString name = m_custom.fileFor(family, art, second); !name.isEmpty()) {
        const QString key = QStringLiteral("fb/custom/%1/%2/%3/%4/%5")
                                .arg(m_custom.key())
                                .arg(name)
                                .arg(size)
                                .arg(second)
                                .arg(rotated);
        QPixmap pm;
        if (QPixmapCache::find(key, &pm))
            return pm;
        pm = customPixmap(name, size, rotated);
        if (pm.isNull())
            pm = token(letter, second, size);
        QPixmapCache::insert(key, pm);
        return pm;
    }
    const QString chosen = setFor(family);
    QPixmap pm = setPixmap(chosen, family, art, second, size, rotated);
    const QString fallback = PieceSets::defaultFor(PieceSets::styleOf(family));
    if (pm.isNull() && chosen != fallback)
        pm = setPixmap(fallback, family, art, second, size, rotated);
    return pm.isNull() ? token(letter, second, size) : pm;
}

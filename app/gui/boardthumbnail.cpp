// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardthumbnail.h"

#include "boardscene.h"
#include "gamecontroller.h"

#include <QPainter>

QPixmap renderBoardThumbnail(const fb::VariantPtr& variant, const BoardAppearance& look, int width,
    qreal dpr, QString* error, const CustomPieceArt& art)
{
    GameController game;
    if (!variant || !game.newGame(variant, {}, error))
        return {};
    BoardScene scene(&game);
    scene.setAppearance(look);
    scene.setPieceArt(art);
    scene.rebuild();
    const QRectF source = scene.sceneRect();
    const int height = int(std::ceil(width * source.height() / source.width()));
    scene.setDeviceScale(width * dpr / source.width());
    QPixmap pm(QSize(width, height) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    scene.render(&p, QRectF(0, 0, width, height), source);
    return pm;
}

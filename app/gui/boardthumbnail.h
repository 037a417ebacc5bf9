// SPDX-License-Identifier: GPL-3.0-or-later
// A picture of a variant's start position, drawn by the real board scene.
#pragma once

#include "appsettings.h"
#include "custompieceart.h"
#include "variant.h"

#include <QPixmap>

/// Renders the start position of `variant` as the board shows it, `width` device-independent
/// pixels wide, with a custom preset's piece images `art`. Returns a null pixmap (and sets
/// `error`) if the start position cannot be set up.
QPixmap renderBoardThumbnail(const fb::VariantPtr& variant, const BoardAppearance& look, int width,
    qreal dpr = 1.0, QString* error = nullptr, const CustomPieceArt& art = {});

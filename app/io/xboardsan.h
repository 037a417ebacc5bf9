// SPDX-License-Identifier: GPL-3.0-or-later
// SAN as XBoard and WinBoard write variants: the square labels and piece letters they use
// where ours differ (ranks counted from 0 on boards of ten ranks, xiangqi's H and E).
#pragma once

#include "sanmatch.h"
#include "variant.h"

#include <QString>

namespace fb::io {

/// The square labels XBoard gives the board of `v`: files a, b, ...; ranks 1.. on boards of
/// up to nine ranks and 0..9 on ten ranks (its xiangqi and grand chess). Other boards keep
/// the variant's own labels (shogi's, Chu's), which XBoard does not read in SAN anyway.
LabelSet xboardLabels(const VariantDefinition& v);

/// `san` (our SAN of a move in `v`, as unambiguousSan writes it) respelled as XBoard writes
/// it: squares and rank hints in xboardLabels(v), and the piece letters XBoard uses where
/// the preset's differ (a xiangqi horse 'H', elephant 'E'). Contract: `san` was written with
/// the variant's own labels and letters.
QString xboardSan(const VariantDefinition& v, const QString& san);

} // namespace fb::io

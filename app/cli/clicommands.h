// SPDX-License-Identifier: GPL-3.0-or-later
// The subcommands of fairyboard-cli. Each returns the process exit status.
#pragma once

#include <QStringList>
#include <QTextStream>

namespace fb::cli {

struct Streams
{
    QTextStream& out;
    QTextStream& err;
};

int presets(const QStringList& args, Streams io);
int perft(const QStringList& args, Streams io);
int moves(const QStringList& args, Streams io);
int check(const QStringList& args, Streams io);
int bench(const QStringList& args, Streams io);
QString usage();

} // namespace fb::cli

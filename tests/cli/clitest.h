// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-cli run as a user runs it (shared by tests/cli and tests/io/tst_logcli): exit
// code, stdout and stderr. The including test defines FAIRYBOARD_CLI, the executable's path.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest {

struct Result
{
    int code = -1;
    QString out;
    QString err;
    QStringList lines() const { return out.split(u'\n', Qt::SkipEmptyParts); }
};

/// Runs fairyboard-cli with `args`; a run that does not finish within `timeoutMs` (or
/// crashes) gives code -1 and says so on err.
inline Result run(const QStringList& args, int timeoutMs = 60000)
{
    QProcess p;
    p.start(QStringLiteral(FAIRYBOARD_CLI), args);
    Result r;
    if (!p.waitForFinished(timeoutMs) || p.exitStatus() != QProcess::NormalExit) {
        p.kill();
        r.err = QStringLiteral("did not finish: ") + p.errorString();
        return r;
    }
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace clitest

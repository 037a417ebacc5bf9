// SPDX-License-Identifier: GPL-3.0-or-later
#include "inifile.h"

#include <QStringList>

namespace fb::io {

QList<IniSection> readIniSections(const QString& text, QList<IniProblem>* problems)
{
    QList<IniSection> sections;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = int(i + 1);
        QString line = lines[i];
        const qsizetype hash = line.indexOf(u'#');
        if (hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(u';'))
            continue;
        if (line.startsWith(u'[')) {
            if (!line.endsWith(u']') || line.size() < 3) {
                problems->append({lineNo,
                    QStringLiteral("'%1' is not a section header [name] or [name:parent]")
                        .arg(line)});
                continue;
            }
            const QString header = line.mid(1, line.size() - 2).trimmed();
            const qsizetype colon = header.indexOf(u':');
            IniSection s;
            s.name = (colon < 0 ? header : header.left(colon)).trimmed();
            s.parent = colon < 0 ? QString() : header.mid(colon + 1).trimmed();
            s.line = lineNo;
            if (s.name.isEmpty()) {
                problems->append({lineNo, QStringLiteral("a section without a name")});
                continue;
            }
            sections.append(s);
            continue;
        }
        const qsizetype eq = line.indexOf(u'=');
        if (eq <= 0) {
            problems->append(
                {lineNo, QStringLiteral("'%1' is not key = value").arg(line.left(80))});
            continue;
        }
        if (sections.isEmpty()) {
            problems->append({lineNo,
                QStringLiteral("'%1' comes before any [section]").arg(line.left(eq).trimmed())});
            continue;
        }
        sections.last().entries.append(
            {line.left(eq).trimmed(), line.mid(eq + 1).trimmed(), lineNo});
    }
    return sections;
}

} // namespace fb::io

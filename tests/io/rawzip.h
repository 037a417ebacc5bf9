// SPDX-License-Identifier: GPL-3.0-or-later
// rawZip: zips written byte by byte (stored entries, names exactly as given), so that tests
// can hold what no well-behaved tool would write. Shared by the io and app tests.
#pragma once

#include <QByteArray>
#include <QList>

namespace rawzip {

inline quint32 crc32(const QByteArray& data)
{
    quint32 crc = 0xFFFFFFFF;
    for (char ch : data) {
        crc ^= quint8(ch);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xEDB88320 & (0 - (crc & 1)));
    }
    return ~crc;
}

inline void put16(QByteArray& out, quint32 v)
{
    out.append(char(v & 0xFF));
    out.append(char((v >> 8) & 0xFF));
}

inline void put32(QByteArray& out, quint32 v)
{
    put16(out, v & 0xFFFF);
    put16(out, v >> 16);
}

struct RawEntry
{
    QByteArray name;
    QByteArray data;
    quint16 flags = 0;
};

// A zip with stored entries written byte by byte: names exactly as given, so that the
// tests can hold what no well-behaved tool would write.
inline QByteArray rawZip(const QList<RawEntry>& entries)
{
    QByteArray out, central;
    for (const RawEntry& e : entries) {
        const quint32 offset = quint32(out.size());
        put32(out, 0x04034b50);
        put16(out, 20);
        put16(out, e.flags);
        put16(out, 0); // stored
        put32(out, 0); // time, date
        put32(out, crc32(e.data));
        put32(out, quint32(e.data.size()));
        put32(out, quint32(e.data.size()));
        put16(out, quint32(e.name.size()));
        put16(out, 0);
        out += e.name + e.data;
        put32(central, 0x02014b50);
        put16(central, 20);
        put16(central, 20);
        put16(central, e.flags);
        put16(central, 0);
        put32(central, 0);
        put32(central, crc32(e.data));
        put32(central, quint32(e.data.size()));
        put32(central, quint32(e.data.size()));
        put16(central, quint32(e.name.size()));
        put32(central, 0); // extra, comment lengths
        put32(central, 0); // disk, internal attributes
        put32(central, 0); // external attributes
        put32(central, offset);
        central += e.name;
    }
    const quint32 cdOffset = quint32(out.size());
    out += central;
    put32(out, 0x06054b50);
    put32(out, 0);
    put16(out, quint32(entries.size()));
    put16(out, quint32(entries.size()));
    put32(out, quint32(central.size()));
    put32(out, cdOffset);
    put16(out, 0);
    return out;
}

} // namespace rawzip

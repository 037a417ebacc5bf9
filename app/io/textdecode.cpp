// SPDX-License-Identifier: GPL-3.0-or-later
#include "textdecode.h"

#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringEncoder>

namespace fb::io {

namespace {

bool decodeStrict(const QByteArray& bytes, const char* encoding, QString& out)
{
    QStringDecoder decoder(encoding, QStringDecoder::Flag::Stateless);
    if (!decoder.isValid())
        return false;
    out = decoder.decode(bytes);
    return !decoder.hasError();
}

// How Japanese a text reads: kana, kanji and full-width digits count; half-width katakana
// and the replacement character (typical of a wrong guess) count against it.
int japaneseScore(const QString& text)
{
    int score = 0;
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x3040 && u <= 0x30FF) || (u >= 0x4E00 && u <= 0x9FFF)
            || (u >= 0xFF10 && u <= 0xFF19) || u == 0x3000)
            score += 2;
        else if ((u >= 0xFF61 && u <= 0xFF9F) || u == 0xFFFD || (u >= 0xE000 && u <= 0xF8FF))
            score -= 3;
    }
    return score;
}

// "encoding=Shift_JIS" in the first lines of a KIF or CSA file.
QString declaredEncoding(const QByteArray& bytes)
{
    const QByteArray head = bytes.left(512);
    static const QRegularExpression re(QStringLiteral("encoding\\s*=\\s*([A-Za-z0-9_\\-]+)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(QString::fromLatin1(head));
    if (!m.hasMatch())
        return {};
    const QString e = m.captured(1).toUpper().replace(u'_', u'-');
    if (e == u"UTF-8" || e == u"UTF8")
        return QStringLiteral("UTF-8");
    if (e == u"SHIFT-JIS" || e == u"SJIS" || e == u"CP932" || e == u"WINDOWS-31J")
        return QStringLiteral("Shift_JIS");
    if (e == u"EUC-JP" || e == u"EUCJP")
        return QStringLiteral("EUC-JP");
    return {};
}

} // namespace

DecodedText decodeText(const QByteArray& bytes)
{
    DecodedText d;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        d.text = QString::fromUtf8(bytes.mid(3));
        d.encoding = QStringLiteral("UTF-8");
        return d;
    }
    const QString declared = declaredEncoding(bytes);
    if (!declared.isEmpty() && decodeStrict(bytes, declared.toLatin1().constData(), d.text)) {
        d.encoding = declared;
        return d;
    }
    if (decodeStrict(bytes, "UTF-8", d.text)) {
        d.encoding = QStringLiteral("UTF-8");
        return d;
    }
    QString sjis, euc;
    const bool sjisOk = decodeStrict(bytes, "Shift_JIS", sjis);
    const bool eucOk = decodeStrict(bytes, "EUC-JP", euc);
    // A Japanese reading must look Japanese (a few kana or kanji at least): stray Latin-1
    // bytes can decode as a kanji or two.
    const int sjisScore = sjisOk ? japaneseScore(sjis) : 0;
    const int eucScore = eucOk ? japaneseScore(euc) : 0;
    if (sjisOk && sjisScore > 4 && sjisScore >= eucScore) {
        d.text = sjis;
        d.encoding = QStringLiteral("Shift_JIS");
    } else if (eucOk && eucScore > 4) {
        d.text = euc;
        d.encoding = QStringLiteral("EUC-JP");
    } else {
        d.text = QString::fromLatin1(bytes);
        d.encoding = QStringLiteral("ISO-8859-1");
    }
    return d;
}

bool encodeText(const QString& text, const QString& encoding, QByteArray& out)
{
    out.clear();
    QStringEncoder encoder(encoding.toLatin1().constData(), QStringEncoder::Flag::Stateless);
    if (!encoder.isValid())
        return false;
    QByteArray bytes = encoder.encode(text);
    if (encoder.hasError())
        return false;
    // Some encoders replace what they cannot represent instead of failing.
    QStringDecoder back(encoding.toLatin1().constData());
    if (back.decode(bytes) != text)
        return false;
    out = bytes;
    return true;
}

} // namespace fb::io

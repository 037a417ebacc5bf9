// SPDX-License-Identifier: GPL-3.0-or-later
#include "textdecode.h"

#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringEncoder>
#include <algorithm>

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

// Characters that records in CJK encodings are full of: shogi's pieces and words, xiangqi's
// (simplified and traditional), janggi's in hangul.
bool recordCharacter(char16_t u)
{
    static const QString common
        = QStringLiteral("歩香桂銀金角飛玉王成打同先後手番投了詰勝負持駒上下右左直引寄竜龍馬"
                         "车马炮相仕帅将士象兵卒进退平前后红黑胜负和对局赛日期结果"
                         "車砲俥傌帥將進紅對賽結"
                         "초한졸병차포마상사장궁수쉼대국결과날짜장소시간승패완기보회");
    return common.contains(QChar(u));
}

// How many characters of `text` are kana or characters of records: a CJK reading needs a few
// (Latin-1 names like "Réti" decode as some ideograph in GB18030 or Big5, but hardly ever as
// these).
int recordCharacters(const QString& text)
{
    int n = 0;
    for (QChar c : text)
        n += recordCharacter(c.unicode()) || (c.unicode() >= 0x3040 && c.unicode() <= 0x30FF);
    return n;
}

// How much a text reads like a record in a CJK language: kana, full-width digits and the
// characters of records count most, other ideographs and hangul a little; half-width
// katakana, private-use characters and the replacement character (typical of a wrong guess)
// count against it.
int cjkScore(const QString& text)
{
    int score = 0;
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (recordCharacter(u))
            score += 3;
        else if ((u >= 0x3040 && u <= 0x30FF) || (u >= 0xFF10 && u <= 0xFF19) || u == 0x3000)
            score += 2;
        else if ((u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xAC00 && u <= 0xD7A3))
            score += 1;
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
    if (e == u"GB2312" || e == u"GBK" || e == u"GB18030" || e == u"CP936")
        return QStringLiteral("GB18030");
    if (e == u"BIG5" || e == u"BIG5-HKSCS" || e == u"CP950")
        return QStringLiteral("Big5");
    if (e == u"EUC-KR" || e == u"CP949" || e == u"UHC")
        return QStringLiteral("EUC-KR");
    return {};
}

// UTF-16 without a byte-order mark: ASCII characters (digits, spaces, line ends, which every
// log has many of) put a NUL in the high byte, so NULs sit at odd offsets (LE) or even ones
// (BE) and almost never at the other. Returns "UTF-16LE", "UTF-16BE" or empty.
const char* utf16WithoutBom(const QByteArray& bytes)
{
    const qsizetype n = std::min<qsizetype>(bytes.size(), 8192) & ~qsizetype(1);
    if (n < 8)
        return nullptr;
    qsizetype even = 0, odd = 0;
    for (qsizetype i = 0; i < n; i += 2) {
        even += bytes[i] == '\0';
        odd += bytes[i + 1] == '\0';
    }
    const qsizetype units = n / 2;
    if (odd * 5 >= units && even * 20 <= odd)
        return "UTF-16LE";
    if (even * 5 >= units && odd * 20 <= even)
        return "UTF-16BE";
    return nullptr;
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
    const bool le = bytes.startsWith("\xFF\xFE"), be = bytes.startsWith("\xFE\xFF");
    const char* utf16 = le ? "UTF-16LE" : be ? "UTF-16BE" : utf16WithoutBom(bytes);
    if (utf16 && decodeStrict(bytes.mid(le || be ? 2 : 0), utf16, d.text)) {
        d.encoding = QString::fromLatin1(utf16);
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
    // The CJK encoding that decodes without errors and reads most like a record (a few kana,
    // hanzi or hangul at least: stray Latin-1 bytes can decode as an ideograph or two).
    int best = 4;
    for (const char* e : {"Shift_JIS", "EUC-JP", "GB18030", "Big5", "EUC-KR"}) {
        QString text;
        if (!decodeStrict(bytes, e, text))
            continue;
        if (const int score = cjkScore(text); score > best && recordCharacters(text) >= 2) {
            best = score;
            d.text = text;
            d.encoding = QString::fromLatin1(e);
        }
    }
    if (d.encoding.isEmpty()) {
        d.text = QString::fromLatin1(bytes);
        d.encoding = QStringLiteral("ISO-8859-1");
        // Latin-1 reads any bytes; NULs and C1 controls say it read the wrong thing.
        const qsizetype odd = std::count_if(bytes.begin(), bytes.end(), [](char c) {
            const auto u = uchar(c);
            return u == 0 || (u >= 0x80 && u < 0xA0);
        });
        if (odd > 0)
            d.problem = QStringLiteral("the bytes are not UTF-8, UTF-16, Shift_JIS, EUC-JP, "
                                       "GB18030, Big5 or EUC-KR text; read as ISO-8859-1, %1 of "
                                       "them are control codes")
                            .arg(odd);
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include "interfacelanguage.h"
#include "piecesets.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace {

/// A piece shown in a set's preview.
struct PreviewPiece
{
    fb::Family family;
    const char* art;
    bool second;
};

/// The pieces that show a style's sets best: both sides where the files differ by side.
QList<PreviewPiece> previewPieces(const QString& style)
{
    if (style == u"shogi")
        return {{fb::Family::Shogi, "king-jewel", false}, {fb::Family::Shogi, "rook", false},
            {fb::Family::Shogi, "horse", false}, {fb::Family::Shogi, "silver", false},
            {fb::Family::Shogi, "tokin", false}};
    if (style == u"xiangqi")
        return {{fb::Family::Xiangqi, "general", false}, {fb::Family::Xiangqi, "horse", false},
            {fb::Family::Xiangqi, "chariot", true}, {fb::Family::Xiangqi, "cannon", true},
            {fb::Family::Janggi, "elephant", false}};
    return {{fb::Family::Chess, "king", false}, {fb::Family::Chess, "knight", false},
        {fb::Family::Chess, "queen", true}, {fb::Family::Chess, "rook", true},
        {fb::Family::Chess, "archbishop", false}};
}

constexpr int PreviewPieceSize = 36;

} // namespace

PreferencesDialog::PreferencesDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setWindowTitle(tr("Preferences"));
    QWidget* language = makeLanguageChooser();
    auto* board = new QGroupBox(tr("Board"), this);
    auto* form = new QFormLayout(board);
    m_light = new QPushButton(board);
    m_dark = new QPushButton(board);
    //: Colour of the light squares of checkered (chess-like) boards
    m_light->setAccessibleName(tr("Light squares"));
    m_dark->setAccessibleName(tr("Dark squares"));
    form->addRow(tr("&Light squares:"), m_light);
    form->addRow(tr("&Dark squares:"), m_dark);
    m_coordinates = new QCheckBox(tr("Show &coordinates"), board);
    form->addRow(m_coordinates);
    //: Hotseat: both players share one screen; the board turns after every move
    m_autoFlip = new QCheckBox(tr("&Turn the board to the side to move (hotseat)"), board);
    form->addRow(m_autoFlip);
    //: Pieces slide to their new squares instead of jumping there
    m_animate = new QCheckBox(tr("&Animate moves"), board);
    form->addRow(m_animate);

    //: Group of the Preferences dialog where the look of the pieces is chosen
    auto* pieces = new QGroupBox(tr("Pieces"), this);
    auto* pieceForm = new QFormLayout(pieces);
    for (const QString& style : PieceSets::styles()) {
        QWidget* chooser = makePieceSetChooser(style);
        const QString label = style == u"shogi" ? tr("&Shogi:")
            : style == u"xiangqi"
            //: Piece set used for xiangqi and janggi (Korean chess)
            ? tr("&Xiangqi and janggi:")
            //: Piece set used for chess and its Western variants
            : tr("&Western chess:");
        pieceForm->addRow(label, chooser);
        if (auto* buddy = qobject_cast<QLabel*>(pieceForm->labelForField(chooser)))
            buddy->setBuddy(m_setBoxes.value(style));
    }

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(language);
    layout->addWidget(board);
    layout->addWidget(pieces);
    layout->addWidget(makeNotationGroup());
    layout->addWidget(buttons);

    m_coordinates->setChecked(m_settings.board.showCoordinates);
    m_autoFlip->setChecked(m_settings.autoFlip);
    m_animate->setChecked(m_settings.board.animateMoves);
    for (const QString& style : PieceSets::styles())
        choosePieceSet(style, m_settings.board.pieceSets.value(style));
    showColor(m_settings.board.lightSquares, m_light);
    showColor(m_settings.board.darkSquares, m_dark);

    connect(m_light, &QPushButton::clicked, this,
        [this] { pickColor(m_settings.board.lightSquares, m_light); });
    connect(m_dark, &QPushButton::clicked, this,
        [this] { pickColor(m_settings.board.darkSquares, m_dark); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        &PreferencesDialog::restoreDefaults);
}

AppSettings PreferencesDialog::settings() const
{
    AppSettings s = m_settings;
    s.board.showCoordinates = m_coordinates->isChecked();
    s.autoFlip = m_autoFlip->isChecked();
    s.board.animateMoves = m_animate->isChecked();
    s.notation.byFamily.clear(); // only choices other than the default are kept
    for (auto it = m_notationBoxes.cbegin(); it != m_notationBoxes.cend(); ++it) {
        const auto family = fb::Family(it.key());
        const QString id = it.value()->currentData().toString();
        if (id != fb::io::notationId(fb::io::defaultNotation(family)))
            s.notation.byFamily.insert(fb::familyId(family), id);
    }
    s.notation.figurines = m_figurines->isChecked();
    s.language = m_language->currentData().toString();
    s.board.pieceSets.clear(); // only choices other than the default are kept
    for (auto it = m_setBoxes.cbegin(); it != m_setBoxes.cend(); ++it) {
        const QString id = it.value()->currentData().toString();
        if (!id.isEmpty() && id != PieceSets::defaultFor(it.key()))
            s.board.pieceSets.insert(it.key(), id);
    }
    return s;
}

QWidget* PreferencesDialog::makeNotationGroup()
{
    //: Group of the Preferences dialog where the move notation of each game family is chosen
    auto* group = new QGroupBox(tr("Move notation"), this);
    auto* form = new QFormLayout(group);
    const std::pair<fb::Family, QString> families[] = {
        //: Game family in the notation chooser: chess and its Western variants
        {fb::Family::Chess, tr("C&hess:")},
        //: Game family in the notation chooser: shogi and its variants (Chu Shogi ...)
        {fb::Family::Shogi, tr("Sh&ogi:")},
        //: Game family in the notation chooser: xiangqi (Chinese chess)
        {fb::Family::Xiangqi, tr("X&iangqi:")},
        //: Game family in the notation chooser: janggi (Korean chess)
        {fb::Family::Janggi, tr("&Janggi:")},
    };
    for (const auto& [family, label] : families) {
        auto* box = new QComboBox(group);
        for (fb::io::Notation n : fb::io::notationsOf(family))
            box->addItem(fb::io::notationName(n), fb::io::notationId(n));
        form->addRow(label, box);
        m_notationBoxes.insert(int(family), box);
    }
    //: Chess moves written with piece figures (♘f3) instead of letters (Nf3)
    m_figurines = new QCheckBox(tr("Chess pieces as &figurines (♘f3)"), group);
    form->addRow(m_figurines);
    showNotations(m_settings.notation);
    return group;
}

void PreferencesDialog::showNotations(const NotationSettings& n)
{
    for (auto it = m_notationBoxes.cbegin(); it != m_notationBoxes.cend(); ++it)
        it.value()->setCurrentIndex(std::max(
            0, it.value()->findData(fb::io::notationId(n.notationFor(fb::Family(it.key()))))));
    m_figurines->setChecked(n.figurines);
}

QWidget* PreferencesDialog::makeLanguageChooser()
{
    //: Group of the Preferences dialog where the language of menus and messages is chosen
    auto* group = new QGroupBox(tr("Interface"), this);
    auto* form = new QFormLayout(group);
    m_language = new QComboBox(group);
    //: The interface language follows the system's language settings (LANGUAGE, LANG)
    m_language->addItem(tr("System default"), QString());
    for (const InterfaceLanguage::Choice& c : InterfaceLanguage::available())
        m_language->addItem(c.name, c.code);
    const int index = m_language->findData(m_settings.language);
    m_language->setCurrentIndex(std::max(0, index));
    //: The interface language is read when the program starts
    m_languageNote = new QLabel(tr("A new language takes effect when Fairyboard restarts."), group);
    m_languageNote->setWordWrap(true);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(m_languageNote);
    return group;
}

QWidget* PreferencesDialog::makePieceSetChooser(const QString& style)
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* box = new QComboBox(row);
    const qreal dpr = devicePixelRatioF();
    const PreviewPiece first = previewPieces(style).constFirst();
    for (const PieceSetInfo& set : PieceSets::forStyle(style)) {
        QPixmap icon = m_renderer.setPixmap(set.id, first.family, QString::fromLatin1(first.art),
            first.second, int(24 * dpr), false);
        icon.setDevicePixelRatio(dpr);
        box->addItem(QIcon(icon), set.name, set.id);
    }
    box->setIconSize(QSize(24, 24));
    auto* preview = new QLabel(row);
    preview->setMinimumSize(PreviewPieceSize * 5, PreviewPieceSize);
    layout->addWidget(box);
    layout->addWidget(preview, 1);
    m_setBoxes.insert(style, box);
    m_previews.insert(style, preview);
    connect(box, &QComboBox::currentIndexChanged, this, [this, style] { showPreview(style); });
    return row;
}

void PreferencesDialog::choosePieceSet(const QString& style, const QString& id)
{
    QComboBox* box = m_setBoxes.value(style);
    int index = box->findData(id);
    if (index < 0)
        index = box->findData(PieceSets::defaultFor(style));
    const int before = box->currentIndex();
    box->setCurrentIndex(std::max(0, index));
    if (box->currentIndex() == before)
        showPreview(style); // else currentIndexChanged has shown it
}

void PreferencesDialog::showPreview(const QString& style)
{
    QLabel* label = m_previews.value(style);
    const QString id = m_setBoxes.value(style)->currentData().toString();
    const QList<PreviewPiece> shown = previewPieces(style);
    const qreal dpr = devicePixelRatioF();
    const int px = int(std::ceil(PreviewPieceSize * dpr));
    QPixmap strip(QSize(PreviewPieceSize * int(shown.size()), PreviewPieceSize) * dpr);
    strip.setDevicePixelRatio(dpr);
    strip.fill(Qt::transparent);
    QPainter p(&strip);
    for (int i = 0; i < shown.size(); ++i) {
        const PreviewPiece& piece = shown[i];
        const bool rotated = piece.second && PieceRenderer::rotatesForSecond(piece.family);
        QPixmap pm = m_renderer.setPixmap(
            id, piece.family, QString::fromLatin1(piece.art), piece.second, px, rotated);
        pm.setDevicePixelRatio(dpr);
        if (!pm.isNull())
            p.drawPixmap(QPointF(i * PreviewPieceSize, 0), pm);
    }
    p.end();
    label->setPixmap(strip);
    //: Spoken description of the preview of a piece set: %1 = its name
    label->setAccessibleName(tr("Preview of %1").arg(m_setBoxes.value(style)->currentText()));
}

void PreferencesDialog::setLightSquares(const QColor& c)
{
    m_settings.board.lightSquares = c;
    showColor(c, m_light);
}

void PreferencesDialog::setDarkSquares(const QColor& c)
{
    m_settings.board.darkSquares = c;
    showColor(c, m_dark);
}

void PreferencesDialog::pickColor(QColor& color, QPushButton* button)
{
    const QColor c = QColorDialog::getColor(color, this, button->accessibleName());
    if (c.isValid()) {
        color = c;
        showColor(c, button);
    }
}

void PreferencesDialog::showColor(const QColor& color, QPushButton* button)
{
    QPixmap swatch(32, 16);
    swatch.fill(color);
    QPainter p(&swatch);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawRect(swatch.rect().adjusted(0, 0, -1, -1));
    button->setIcon(QIcon(swatch));
    button->setIconSize(swatch.size());
    button->setText(color.name());
    button->setAccessibleDescription(color.name());
}

void PreferencesDialog::restoreDefaults()
{
    const AppSettings defaults;
    setLightSquares(defaults.board.lightSquares);
    setDarkSquares(defaults.board.darkSquares);
    m_coordinates->setChecked(defaults.board.showCoordinates);
    m_autoFlip->setChecked(defaults.autoFlip);
    m_animate->setChecked(defaults.board.animateMoves);
    m_language->setCurrentIndex(m_language->findData(defaults.language));
    for (const QString& style : PieceSets::styles())
        choosePieceSet(style, {});
    showNotations(defaults.notation);
}

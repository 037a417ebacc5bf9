// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamedialog.h"

#include "sidenames.h"

#include "boardthumbnail.h"
#include "builtinplayer.h"
#include "customvariant.h"
#include "handlayout.h"
#include "levels.h"
#include "presetcategories.h"
#include "presetloader.h"
#include "userpresets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

constexpr int ThumbnailWidth = 320;
constexpr int ThumbnailHeight = 340;
constexpr int IdRole = Qt::UserRole;
constexpr int SearchRole = Qt::UserRole + 1;
constexpr int NoteRole = Qt::UserRole + 2; // the profile box: the note under it
constexpr int BuiltinRole = Qt::UserRole + 3; // the player boxes: true on "Built-in AI"
constexpr int AlphaRole = Qt::UserRole + 4; // the preset list: the place in alphabetical order
constexpr int NameRole = Qt::UserRole + 5; // the preset list: the name without the star

/// The id a preset file declares, or an empty string.
QString declaredId(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("id")).toString();
}

} // namespace

NewGameDialog::NewGameDialog(fb::PresetRegistry* registry, const BoardAppearance& look,
    const GameSetup& current, QWidget* parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_look(look)
{
    setWindowTitle(tr("New Game"));
    auto* top = new QHBoxLayout;

    auto* left = new QVBoxLayout;
    auto* shelfRow = new QHBoxLayout;
    m_shelfBox = new QComboBox(this);
    m_shelfBox->setObjectName(QStringLiteral("shelf"));
    //: Accessible name of the box that narrows the list of variants (favourites, a category)
    m_shelfBox->setAccessibleName(tr("Shelf"));
    //: Before the box that narrows the list of variants: "Show: Drop games (15)"
    auto* shelfLabel = new QLabel(tr("S&how:"), this);
    shelfLabel->setBuddy(m_shelfBox);
    shelfRow->addWidget(shelfLabel);
    shelfRow->addWidget(m_shelfBox, 1);
    left->addLayout(shelfRow);
    m_filter = new QLineEdit(this);
    //: Placeholder of the search field over the list of variants
    m_filter->setPlaceholderText(tr("Search variants"));
    m_filter->setAccessibleName(tr("Search variants"));
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);
    left->addWidget(m_filter);
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Variants"));
    left->addWidget(m_list, 1);
    auto* load = new QPushButton(tr("&Load Preset File..."), this);
    load->setAccessibleDescription(tr("Adds a variant from a preset file (JSON)"));
    left->addWidget(load);
    top->addLayout(left, 2);

    auto* right = new QVBoxLayout;
    m_title = new QLabel(this);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_title->setFont(big);
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title, 1);
    auto* favourite = new QToolButton(this);
    favourite->setCheckable(true);
    favourite->setToolButtonStyle(Qt::ToolButtonTextOnly);
    favourite->setToolTip(tr("Lists the variant under Favourites"));
    favourite->setEnabled(false);
    m_favourite = favourite;
    titleRow->addWidget(m_favourite);
    right->addLayout(titleRow);
    m_thumbnail = new QLabel(this);
    m_thumbnail->setFixedSize(ThumbnailWidth, ThumbnailHeight);
    m_thumbnail->setWordWrap(true);
    m_thumbnail->setAlignment(Qt::AlignCenter);
    //: Accessible name of the picture of the selected variant's start position
    m_thumbnail->setAccessibleName(tr("Start position"));
    right->addWidget(m_thumbnail, 0, Qt::AlignHCenter);
    m_description = new QLabel;
    m_description->setWordWrap(true);
    m_description->setMinimumWidth(ThumbnailWidth);
    m_description->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long description (Sittuyin's) scrolls below the picture instead of running over it.
    auto* descriptionArea = new QScrollArea(this);
    descriptionArea->setWidget(m_description);
    descriptionArea->setWidgetResizable(true);
    descriptionArea->setFrameShape(QFrame::NoFrame);
    descriptionArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    descriptionArea->setMinimumHeight(4 * fontMetrics().lineSpacing());
    right->addWidget(descriptionArea, 1);
    auto* form = new QFormLayout;
    m_profiles = new QComboBox(this);
    //: A rule profile is a named set of rule changes a preset offers (e.g. "no castling")
    m_profiles->setAccessibleName(tr("Rule profile"));
    form->addRow(tr("&Rules:"), m_profiles);
    right->addLayout(form);
    m_profileNote = new QLabel(this);
    m_profileNote->setWordWrap(true);
    right->addWidget(m_profileNote);
    right->addWidget(createPlayers());
    top->addLayout(right, 3);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = buttons->addButton(tr("&Start Game"), QDialogButtonBox::AcceptRole);
    m_start->setDefault(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(buttons);
    resize(760, 680);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(load, &QPushButton::clicked, this, &NewGameDialog::choosePresetFile);
    connect(m_filter, &QLineEdit::textChanged, this, &NewGameDialog::applyFilter);
    connect(m_shelfBox, &QComboBox::currentIndexChanged, this, [this] {
        orderList();
        applyFilter();
    });
    connect(m_favourite, &QAbstractButton::toggled, this, &NewGameDialog::toggleFavourite);
    connect(m_list, &QListWidget::currentItemChanged, this, &NewGameDialog::showPreset);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    connect(m_profiles, &QComboBox::currentIndexChanged, this,
        [this](int i) { m_profileNote->setText(m_profiles->itemData(i, NoteRole).toString()); });

    fillList();
    updateShelfTitles();
    selectPreset(current.presetId);
    if (const int i = m_profiles->findData(current.profile); i >= 0)
        m_profiles->setCurrentIndex(i);
    m_filter->setFocus();
}

void NewGameDialog::fillList()
{
    const QString keep = selectedPreset();
    const QSignalBlocker block(m_list);
    m_list->clear();
    struct Entry
    {
        QString name; ///< translated
        QString id;
        QJsonObject preset; ///< merged with its parents
    };
    QList<Entry> entries;
    for (const QString& id : m_registry->ids()) {
        QJsonObject o = m_registry->resolved(id);
        entries.append({SideNames::presetText(o.value(QStringLiteral("name")).toString(id)), id,
            std::move(o)});
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    for (const auto& [name, id, o] : std::as_const(entries)) {
        auto* item = new QListWidgetItem(name, m_list);
        item->setData(IdRole, id);
        item->setData(NameRole, name);
        item->setData(AlphaRole, m_list->count() - 1);
        m_shelves.setCategories(id, fb::presetCategories(o));
        // Search both the translated and the English texts.
        const QString english = o.value(QStringLiteral("name")).toString(id);
        const QString description = o.value(QStringLiteral("description")).toString();
        item->setData(SearchRole,
            QStringList{name, english, id, SideNames::presetText(description), description}.join(
                u'\n'));
        item->setToolTip(id);
    }
    orderList();
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(IdRole).toString() == keep)
            m_list->setCurrentRow(i);
}

void NewGameDialog::setPresetLists(const QStringList& favourites, const QStringList& recent)
{
    m_shelves.setFavourites(favourites);
    m_shelves.setRecent(recent);
    updateShelfTitles();
    orderList();
    applyFilter();
    showFavouriteState();
}

PresetShelves::Shelf NewGameDialog::currentShelf() const
{
    return PresetShelves::shelves().value(std::max(0, m_shelfBox->currentIndex()));
}

void NewGameDialog::orderList()
{
    const QString keep
        = m_list->currentItem() ? m_list->currentItem()->data(IdRole).toString() : QString();
    const PresetShelves::Shelf shelf = currentShelf();
    const QSignalBlocker block(m_list);
    QList<QListWidgetItem*> items;
    QSet<const QListWidgetItem*> hidden; // the view keeps that, not the item
    while (m_list->count() > 0) {
        if (m_list->item(0)->isHidden())
            hidden.insert(m_list->item(0));
        items.append(m_list->takeItem(0));
    }
    std::stable_sort(items.begin(), items.end(), [&](QListWidgetItem* a, QListWidgetItem* b) {
        const auto key = [&](QListWidgetItem* i) {
            return std::pair(
                m_shelves.rank(shelf, i->data(IdRole).toString()), i->data(AlphaRole).toInt());
        };
        return key(a) < key(b);
    });
    for (QListWidgetItem* item : std::as_const(items)) {
        m_list->addItem(item);
        item->setHidden(hidden.contains(item));
        if (item->data(IdRole).toString() == keep)
            m_list->setCurrentItem(item);
    }
}

void NewGameDialog::updateShelfTitles()
{
    const QList<PresetShelves::Shelf> shelves = PresetShelves::shelves();
    const QSignalBlocker block(m_shelfBox);
    for (qsizetype i = 0; i < shelves.size(); ++i) {
        //: A shelf of the list of variants with how many it lists: "Drop games (15)"
        const QString text
            = tr("%1 (%2)").arg(PresetShelves::title(shelves[i])).arg(m_shelves.count(shelves[i]));
        if (i < m_shelfBox->count())
            m_shelfBox->setItemText(int(i), text);
        else
            m_shelfBox->addItem(text);
    }
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        const QString name = item->data(NameRole).toString();
        item->setText(m_shelves.isFavourite(item->data(IdRole).toString())
                ? QStringLiteral("\u2605 ") + name
                : name);
    }
}

void NewGameDialog::toggleFavourite(bool on)
{
    const QString id = selectedPreset();
    if (id.isEmpty())
        return;
    m_shelves.setFavourite(id, on);
    showFavouriteState();
    updateShelfTitles();
}

void NewGameDialog::showFavouriteState()
{
    const QString id = selectedPreset();
    const bool on = m_shelves.isFavourite(id);
    const QSignalBlocker block(m_favourite);
    m_favourite->setEnabled(!id.isEmpty());
    m_favourite->setChecked(on);
    //: The favourite button: a star before it, filled while the variant is a favourite
    m_favourite->setText(
        (on ? QStringLiteral("\u2605 ") : QStringLiteral("\u2606 ")) + tr("&Favourite"));
}

void NewGameDialog::applyFilter()
{
    const QStringList words = m_filter->text().split(u' ', Qt::SkipEmptyParts);
    const PresetShelves::Shelf shelf = currentShelf();
    const QString before = selectedPreset();
    const QListWidgetItem* const current = m_list->currentItem();
    QListWidgetItem* firstVisible = nullptr;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        const QString text = item->data(SearchRole).toString();
        bool match = m_shelves.contains(shelf, item->data(IdRole).toString());
        for (const QString& w : words)
            match = match && text.contains(w, Qt::CaseInsensitive);
        item->setHidden(!match);
        if (match && !firstVisible)
            firstVisible = item;
    }
    if (!m_list->currentItem() || m_list->currentItem()->isHidden())
        m_list->setCurrentItem(firstVisible);
    m_start->setEnabled(firstVisible != nullptr);
    // The current item came out of hiding: show it (a new current item showed itself).
    if (m_list->currentItem() == current && selectedPreset() != before)
        showPreset();
}

QString NewGameDialog::selectedPreset() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item && !item->isHidden() ? item->data(IdRole).toString() : QString();
}

void NewGameDialog::selectPreset(const QString& id)
{
    {
        const QSignalBlocker block(m_list);
        int row = m_list->currentRow() >= 0 ? m_list->currentRow() : 0;
        for (int i = 0; i < m_list->count(); ++i)
            if (m_list->item(i)->data(IdRole).toString() == id)
                row = i;
        if (row < m_list->count())
            m_list->setCurrentRow(row);
    }
    showPreset();
}

GameSetup NewGameDialog::setup() const
{
    GameSetup s;
    s.presetId = selectedPreset();
    s.profile = m_profiles->currentData().toString();
    for (fb::Side side : {fb::First, fb::Second}) {
        const QComboBox* combo = m_players[size_t(side)];
        if (combo->currentData(BuiltinRole).toBool())
            s.builtinLevels[size_t(side)] = m_levels[size_t(side)]->value();
        else
            s.engines[size_t(side)] = combo->currentData().toString();
    }
    s.time.kind = TimeControl::Kind(m_timeKind->currentData().toInt());
    s.time.moveMs = m_moveSeconds->value() * 1000;
    s.time.baseMs = m_baseMinutes->value() * 60 * 1000;
    s.time.incrementMs = m_incrementSeconds->value() * 1000;
    if (s.time.kind == TimeControl::Kind::Byoyomi)
        s.time.baseMs = m_byoyomiMinutes->value() * 60 * 1000;
    s.time.periods = m_periods->value();
    s.time.periodMs = m_periodSeconds->value() * 1000;
    return s;
}

QWidget* NewGameDialog::createPlayers()
{
    //: The group of the New Game dialog that says who plays each side and the clocks
    auto* box = new QGroupBox(tr("Players"), this);
    auto* form = new QFormLayout(box);
    for (fb::Side side : {fb::First, fb::Second}) {
        auto* combo = new QComboBox(box);
        combo->setObjectName(
            side == fb::First ? QStringLiteral("firstPlayer") : QStringLiteral("secondPlayer"));
        m_players[size_t(side)] = combo;
        auto* level = new QSpinBox(box);
        level->setObjectName(
            side == fb::First ? QStringLiteral("firstLevel") : QStringLiteral("secondLevel"));
        level->setRange(fb::search::MinLevel, fb::search::MaxLevel);
        level->setValue(fb::engines::BuiltinPlayer::defaultLevel());
        //: Before the built-in AI's strength: "Level 8"
        level->setPrefix(tr("Level "));
        level->setAccessibleName(tr("Built-in AI level"));
        level->setToolTip(tr("The built-in AI's strength, from %1 (weakest) to %2 (strongest)")
                .arg(fb::search::MinLevel)
                .arg(fb::search::MaxLevel));
        level->setEnabled(false);
        m_levels[size_t(side)] = level;
        connect(combo, &QComboBox::currentIndexChanged, level,
            [combo, level] { level->setEnabled(combo->currentData(BuiltinRole).toBool()); });
        auto* row = new QHBoxLayout;
        row->addWidget(combo, 1);
        row->addWidget(level);
        m_playerLabels[size_t(side)] = new QLabel(box);
        m_playerLabels[size_t(side)]->setBuddy(combo);
        form->addRow(m_playerLabels[size_t(side)], row);
    }
    m_timeKind = new QComboBox(box);
    m_timeKind->setObjectName(QStringLiteral("timeControl"));
    m_timeKind->addItem(tr("No clock"), int(TimeControl::Kind::None));
    m_timeKind->addItem(tr("Time per move"), int(TimeControl::Kind::PerMove));
    //: A clock per side with a base time, and an increment added after each move (Fischer)
    m_timeKind->addItem(tr("Clock with increment"), int(TimeControl::Kind::Fischer));
    //: A main time, then periods of a few seconds: a move within a period keeps it (shogi, go)
    m_timeKind->addItem(tr("Byoyomi"), int(TimeControl::Kind::Byoyomi));
    form->addRow(tr("&Time:"), m_timeKind);
    const TimeControl defaults;
    m_moveSeconds = new QSpinBox(box);
    m_moveSeconds->setRange(1, 3600);
    m_moveSeconds->setValue(defaults.moveMs / 1000);
    //: Unit after the seconds per move
    m_moveSeconds->setSuffix(tr(" s per move"));
    m_baseMinutes = new QSpinBox(box);
    m_baseMinutes->setRange(1, 600);
    m_baseMinutes->setValue(defaults.baseMs / 60000);
    m_baseMinutes->setSuffix(tr(" min"));
    m_incrementSeconds = new QSpinBox(box);
    m_incrementSeconds->setRange(0, 600);
    m_incrementSeconds->setValue(defaults.incrementMs / 1000);
    //: The increment, after the base time: "5 min + 3 s"
    m_incrementSeconds->setPrefix(tr("+ "));
    m_incrementSeconds->setSuffix(tr(" s per move"));
    m_timeDetails = new QStackedWidget(box);
    m_timeDetails->addWidget(new QWidget(m_timeDetails));
    m_timeDetails->addWidget(m_moveSeconds);
    auto* fischer = new QWidget(m_timeDetails);
    auto* row = new QHBoxLayout(fischer);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_baseMinutes);
    row->addWidget(m_incrementSeconds);
    m_timeDetails->addWidget(fischer);
    m_byoyomiMinutes = new QSpinBox(box);
    m_byoyomiMinutes->setRange(0, 600);
    m_byoyomiMinutes->setValue(defaults.baseMs / 60000);
    m_byoyomiMinutes->setSuffix(tr(" min"));
    m_periods = new QSpinBox(box);
    m_periods->setRange(1, 10);
    m_periods->setValue(defaults.periods);
    //: Byoyomi after the main time: "10 min + 3 × 30 s"
    m_periods->setPrefix(tr("+ "));
    m_periods->setSuffix(tr(" \u00d7"));
    m_periodSeconds = new QSpinBox(box);
    m_periodSeconds->setRange(1, 600);
    m_periodSeconds->setValue(defaults.periodMs / 1000);
    m_periodSeconds->setSuffix(tr(" s"));
    auto* byoyomi = new QWidget(m_timeDetails);
    auto* byoyomiRow = new QHBoxLayout(byoyomi);
    byoyomiRow->setContentsMargins(0, 0, 0, 0);
    byoyomiRow->addWidget(m_byoyomiMinutes);
    byoyomiRow->addWidget(m_periods);
    byoyomiRow->addWidget(m_periodSeconds);
    m_timeDetails->addWidget(byoyomi);
    form->addRow(QString(), m_timeDetails);
    connect(m_timeKind, &QComboBox::currentIndexChanged, m_timeDetails,
        &QStackedWidget::setCurrentIndex);
    fillPlayers();
    return box;
}

void NewGameDialog::setEngines(const fb::engines::EngineList& engines, const GameSetup& current)
{
    m_engines = engines;
    fillPlayers();
    for (fb::Side side : {fb::First, fb::Second}) {
        QComboBox* combo = m_players[size_t(side)];
        if (const int level = current.builtinLevels[size_t(side)]; level > 0) {
            combo->setCurrentIndex(BuiltinRow);
            m_levels[size_t(side)]->setValue(level);
        } else if (const int i = combo->findData(current.engines[size_t(side)]); i >= 0) {
            combo->setCurrentIndex(i);
        }
    }
    m_timeKind->setCurrentIndex(std::max(0, m_timeKind->findData(int(current.time.kind))));
    m_moveSeconds->setValue(current.time.moveMs / 1000);
    m_baseMinutes->setValue(current.time.baseMs / 60000);
    m_incrementSeconds->setValue(current.time.incrementMs / 1000);
    m_byoyomiMinutes->setValue(current.time.baseMs / 60000);
    m_periods->setValue(current.time.periods);
    m_periodSeconds->setValue(current.time.periodMs / 1000);
}

void NewGameDialog::fillPlayers()
{
    const QString id = selectedPreset();
    const fb::VariantPtr v = id.isEmpty() ? nullptr : m_registry->variant(id);
    const fb::Family family = v ? v->family : fb::Family::Chess;
    for (fb::Side side : {fb::First, fb::Second}) {
        QComboBox* combo = m_players[size_t(side)];
        const QString keep = combo->currentData().toString();
        const bool keepBuiltin = combo->currentData(BuiltinRole).toBool();
        const QSignalBlocker block(combo);
        combo->clear();
        //: A side of the game is played by a person at this board
        combo->addItem(tr("Human"), QString());
        //: A side of the game is played by Fairyboard's own AI (it plays every variant)
        combo->addItem(tr("Built-in AI"), QString());
        combo->setItemData(BuiltinRow, true, BuiltinRole);
        for (const fb::engines::EngineEntry& e : m_engines.entries()) {
            QStringList why;
            if (v && (e.mayPlay(*v) || !variantSection(e, id, &why).isEmpty()))
                combo->addItem(e.name, e.name);
            else if (!why.isEmpty())
                addRefusedEngine(combo, e.name, why);
        }
        combo->setCurrentIndex(keepBuiltin ? BuiltinRow : std::max(0, combo->findData(keep)));
        m_levels[size_t(side)]->setEnabled(keepBuiltin);
        //: %1 = a side (White, Sente, Red ...)
        m_playerLabels[size_t(side)]->setText(tr("%1:").arg(SideNames::player(family, side)));
    }
}

void NewGameDialog::showPreset()
{
    const QString id = selectedPreset();
    if (m_players[0])
        fillPlayers();
    m_profiles->clear();
    showFavouriteState();
    if (id.isEmpty()) {
        m_title->clear();
        m_thumbnail->clear();
        m_description->clear();
        return;
    }
    const QJsonObject o = m_registry->resolved(id);
    const QJsonObject profiles = o.value(QStringLiteral("profiles")).toObject();
    for (const fb::RuleProfile& p : m_registry->ruleProfiles(id)) {
        // The note under the box says what the rules are: the one-line description, else the
        // profile's "_doc"; the tooltip keeps the "_doc" for the details.
        const QString doc = SideNames::presetText(
            profiles.value(p.id).toObject().value(QStringLiteral("_doc")).toString());
        m_profiles->addItem(p.name, p.id);
        const int i = m_profiles->count() - 1;
        m_profiles->setItemData(i, p.description.isEmpty() ? doc : p.description, NoteRole);
        m_profiles->setItemData(i, doc.isEmpty() ? p.description : doc, Qt::ToolTipRole);
    }
    // The first item became current before its note was set.
    m_profileNote->setText(m_profiles->currentData(NoteRole).toString());
    QList<fb::PresetDiagnostic> diags;
    const fb::VariantPtr v = m_registry->variant(id, {}, &diags);
    m_title->setText(SideNames::presetText(o.value(QStringLiteral("name")).toString(id)));
    if (!v) {
        QStringList lines;
        for (const auto& d : std::as_const(diags))
            lines << d.toString();
        m_thumbnail->setText(tr("This preset cannot be played:\n%1").arg(lines.join(u'\n')));
        m_description->clear();
        m_start->setEnabled(false);
        return;
    }
    m_start->setEnabled(true);
    // As large as fits the picture's box, whatever the board's shape.
    const QRectF scene = HandLayout{*v, false}.sceneRect();
    const int width
        = std::min(ThumbnailWidth, int(ThumbnailHeight * scene.width() / scene.height()));
    m_thumbnail->setPixmap(
        renderBoardThumbnail(v, m_look, width, devicePixelRatioF(), nullptr, pieceArt(id)));
    //: Details under a variant's description: board size and preset id
    const QString details = tr("%1 \u00d7 %2 board, preset id \u201c%3\u201d")
                                .arg(v->geometry.files())
                                .arg(v->geometry.ranks())
                                .arg(id);
    m_description->setText(
        SideNames::presetText(v->description) + QStringLiteral("\n\n") + details);
}

void NewGameDialog::addRefusedEngine(QComboBox* combo, const QString& name, const QStringList& why)
{
    //: An engine in the player box that cannot be given the chosen variant; %1 = its name
    combo->addItem(tr("%1 (cannot load this variant)").arg(name));
    const int row = combo->count() - 1;
    combo->setItemData(
        row, fb::engines::definitionRefusalText(why, QStringLiteral("\n")), Qt::ToolTipRole);
    if (auto* model = qobject_cast<QStandardItemModel*>(combo->model()))
        model->item(row)->setEnabled(false);
}

fb::engines::VariantSection NewGameDialog::variantSection(
    const fb::engines::EngineEntry& e, const QString& id, QStringList* why)
{
    const bool sjaak = fb::engines::loadsSjaakFiles(e); // Sjaak II's format, not variants.ini
    if (!fb::engines::loadsVariantFiles(e) && !sjaak)
        return {};
    const fb::VariantPtr v = m_registry->variant(id);
    if (!v)
        return {};
    if (m_registry->fileOf(id).startsWith(u':') && e.mayPlay(*v))
        return {}; // a bundled preset it knows by name (as sectionNeeded says)
    const QString key = sjaak ? id + QStringLiteral("\nsjaak") : id;
    auto it = m_sections.find(key);
    if (it == m_sections.end()) { // exported once per dialog and format
        ExportedSection out;
        out.section = sjaak ? fb::engines::sjaakSection(v, &out.why)
                            : fb::engines::variantSection(id, m_registry->resolved(id), &out.why);
        it = m_sections.insert(key, out);
    }
    if (why)
        *why = it->why;
    return it->section;
}

const CustomPieceArt& NewGameDialog::pieceArt(const QString& id)
{
    auto it = m_art.find(id);
    if (it == m_art.end())
        it = m_art.insert(id, UserPresets::pieceArt(*m_registry, id));
    return *it;
}

void NewGameDialog::choosePresetFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Load Preset File"), {}, tr("Fairyboard presets (*.json)"));
    if (!path.isEmpty())
        loadPresetFile(path);
}

bool NewGameDialog::loadPresetFile(const QString& path)
{
    QStringList problems;
    for (const fb::PresetDiagnostic& d : m_registry->check(path))
        problems << d.toString();
    const QString id = declaredId(path);
    if (problems.isEmpty() && m_registry->contains(id) && m_registry->fileOf(id) != path)
        problems << tr("%1: id: a preset with the id \u201c%2\u201d is already loaded from %3")
                        .arg(path, id, m_registry->fileOf(id));
    if (!problems.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Load Preset File"),
            tr("The preset was not loaded because of these problems:"), QMessageBox::Ok, this);
        box.setInformativeText(problems.join(u'\n'));
        box.exec();
        return false;
    }
    const QString added = m_registry->addFile(path);
    m_art.remove(added); // it may replace a preset of the same id
    m_filter->clear();
    fillList();
    selectPreset(added);
    return !added.isEmpty();
}

bool NewGameDialog::eventFilter(QObject* watched, QEvent* e)
{
    // Up and Down in the search field move through the list, as in a combo box.
    if (watched == m_filter && e->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(e)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp
            || key == Qt::Key_PageDown) {
            QCoreApplication::sendEvent(m_list, e);
            return true;
        }
    }
    return QDialog::eventFilter(watched, e);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// resources/presets/REFERENCE.md: its sample presets load without diagnostics, and the keys it
// documents are exactly the keys listed here, each of which the loader accepts.
#include "enginetest.h"
#include "perft.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace fb;

namespace {

const QString ReferencePath
    = QStringLiteral(FAIRYBOARD_SOURCE_DIR "/resources/presets/REFERENCE.md");

// A key documented in REFERENCE.md (by a "#### `key`" entry) and a patch that, merged onto the
// sample preset with mergePreset(), uses the key with a valid value. A key may appear in several
// rows to cover the values the reference lists.
struct KeyCase
{
    const char* key;
    const char* patch;
};

// clang-format off
const KeyCase DocumentedKeys[] = {
    // Top level.
    {"id", R"({"id": "courtyard-renamed"})"},
    {"inherits", R"({"inherits": "chess"})"},
    {"name", R"({"name": "Courtyard"})"},
    {"description", R"({"description": "A short description."})"},
    {"family", R"({"family": "chess"})"},
    {"family", R"({"family": "shogi"})"},
    {"family", R"({"family": "xiangqi"})"},
    {"family", R"({"family": "janggi"})"},
    {"categories", R"({"categories": ["chess", "drop", "shogi", "xiangqi", "large", "other"]})"},
    {"categories", R"({"categories": "large"})"},
    {"notation", R"({"notation": "algebraic"})"},
    {"notation", R"({"notation": "usi"})"},
    {"start", R"({"start": "hmgkmh/pppppp/6/6/PPPPPP/HMGKMH w - - 0 1"})"},
    {"abstract", R"({"abstract": true})"},
    {"_doc", R"({"_doc": "x", "board": {"_doc": "x"},
                 "regions": {"farZone": {"_doc": "x", "first": ["*5", "*6"]}},
                 "pieces": [{"id": "pawn", "_doc": "x", "promotion": {"_doc": "x"}, "drop": {"_doc": "x"},
                             "second": {"_doc": "x"},
                             "records": {"_doc": "x", "kif": {"_doc": "x", "move": "x"}, "chinese": {"_doc": "x", "first": "x"},
                                         "gib": {"_doc": "x", "first": "x"}},
                             "regionMoves": [{"_doc": "x", "region": "farZone", "betza": "bF"}]}],
                 "rules": {"_doc": "x", "repetition": {"_doc": "x"}, "castling": {"_doc": "x"},
                           "lionTrading": {"_doc": "x"}, "counting": {"_doc": "x", "piecesHonour": [{"_doc": "x", "moves": 8}]}, "extinction": {"_doc": "x", "pieces": ["*"]}},
                 "profiles": {"stalemateDraws": {"_doc": "x"}}, "defaultRules": {"_doc": "x"},
                 "storage": {"_doc": "x", "first": {"_doc": "x"}, "second": {"_doc": "x"}},
                 "records": {"_doc": "x", "names": {"_doc": "x"},
                             "handicaps": [{"_doc": "x", "kif": "x", "start": "hmgkmh/pppppp/6/6/PPPPPP/HMGKMH w - - 0 1"}]}})"},
    {"board", R"({"board": {"files": 6, "ranks": 6}})"},
    {"regions", R"({"regions": {"centre": ["c3-d4"]}})"},
    {"pieces", R"({"pieces": [{"id": "wazir", "letter": "W", "betza": "W"}]})"},
    {"rules", R"({"rules": {}})"},
    {"profiles", R"({"profiles": {"passing": {"rules": {"pass": true}}}})"},
    {"defaultRules", R"({"defaultRules": {"name": "Standard rules", "description": "No passing."}})"},
    {"storage", R"({"storage": {}})"},
    // board
    {"board.files", R"({"board": {"files": 6}})"},
    {"board.ranks", R"({"board": {"ranks": 6}})"},
    {"board.fileLabels", R"({"board": {"fileLabels": ["a", "b", "c", "d", "e", "f"]}})"},
    {"board.rankLabels", R"({"board": {"rankLabels": ["1", "2", "3", "4", "5", "6"]}})"},
    // Without the pawns that the holes would leave without a move (an impossible start).
    {"board.removed", R"({"board": {"removed": ["c3", "d4"]},
                          "start": "hmgkmh/ppp1pp/6/6/PP1PPP/HMGKMH w - - 0 1"})"},
    {"board.style", R"({"board": {"style": "checkered"}})"},
    {"board.style", R"({"board": {"style": "shogi"}})"},
    {"board.style", R"({"board": {"style": "xiangqi"}})"},
    {"board.style", R"({"board": {"style": "janggi"}})"},
    // regions and square specs
    {"regions.<name>", R"({"regions": {"centre": ["c3-d4", "*3", "a*", "e4", "*"]}})"},
    {"regions.<name>.first", R"({"regions": {"centre": {"first": ["c3", "d4"]}}})"},
    {"regions.<name>.second", R"({"regions": {"centre": {"first": ["c3"], "second": ["d4"]}}})"},
    // pieces
    {"pieces[].id", R"({"pieces": [{"id": "wazir", "letter": "W", "betza": "W"}]})"},
    {"pieces[].name", R"({"pieces": [{"id": "mao", "name": "Horse"}]})"},
    {"pieces[].letter", R"({"pieces": [{"id": "wazir", "letter": "+W", "betza": "W"}]})"},
    {"pieces[].betza", R"({"pieces": [{"id": "mao", "betza": "nN"}]})"},
    {"pieces[].royal", R"({"pieces": [{"id": "general", "royal": true}]})"},
    {"pieces[].pawn", R"({"pieces": [{"id": "mao", "pawn": true}]})"},
    {"pieces[].art", R"({"pieces": [{"id": "mao", "art": "horse"}]})"},
    {"pieces[].second", R"({"pieces": [{"id": "general", "second": {"art": "king-jewel", "name": "Jeweled General"}}]})"},
    {"pieces[].maxCount", R"({"pieces": [{"id": "mao", "maxCount": 2}]})"},
    {"pieces[].region", R"({"pieces": [{"id": "general", "region": "courtyard"}]})"},
    {"pieces[].demotesTo", R"({"pieces": [{"id": "general", "demotesTo": "pawn"}]})"},
    {"pieces[].cannotHopOver", R"({"pieces": [{"id": "hopper", "cannotHopOver": ["king", "general"]}]})"},
    {"pieces[].cannotCapture", R"({"pieces": [{"id": "hopper", "cannotCapture": ["general"]}]})"},
    {"pieces[].jumpRank", R"({"pieces": [{"id": "king", "jumpRank": 2}]})"},
    {"pieces[].rangeCapture", R"({"pieces": [{"id": "general", "jumpRank": 1, "rangeCapture": "fR"}]})"},
    {"pieces[].mergeRoutes", R"({"pieces": [{"id": "mao", "betza": "WmaW", "mergeRoutes": true}]})"},
    {"pieces[].remove", R"({"pieces": [{"id": "mao", "remove": false}]})"},
    {"pieces[].initialRegion", R"({"pieces": [{"id": "pawn", "initialRegion": "farZone"}]})"},
    {"pieces[].initialMovesLostWhenAimedBy", R"({"pieces": [{"id": "pawn", "initialMovesLostWhenAimedBy": ["pawn"]}]})"},
    {"pieces[].initialMovesNotInCheck", R"({"pieces": [{"id": "pawn", "initialMovesNotInCheck": true}]})"},
    {"pieces[].enPassantRegion", R"({"pieces": [{"id": "pawn", "enPassantRegion": "farZone"}]})"},
    {"pieces[].promotion", R"({"pieces": [{"id": "mao", "promotion": {"to": ["general"], "zone": "farZone"}}]})"},
    {"pieces[].promotion.to", R"({"pieces": [{"id": "pawn", "promotion": {"to": ["general"]}}]})"},
    {"pieces[].promotion.secondTo", R"({"pieces": [{"id": "pawn", "promotion": {"secondTo": ["general", "mao"]}}]})"},
    {"pieces[].promotion.zone", R"({"regions": {"lastRank": ["*6"]},
                                     "pieces": [{"id": "pawn", "promotion": {"zone": "lastRank"}}]})"},
    {"pieces[].promotion.trigger", R"({"pieces": [{"id": "pawn", "promotion": {"trigger": "endsInZone"}}]})"},
    {"pieces[].promotion.trigger", R"({"pieces": [{"id": "pawn", "promotion": {"trigger": "startsOrEndsInZone"}}]})"},
    {"pieces[].promotion.trigger", R"({"pieces": [{"id": "pawn", "promotion": {"trigger": "entersZone"}}]})"},
    {"pieces[].promotion.trigger", R"({"pieces": [{"id": "pawn", "promotion": {"trigger": "entersOrCaptures"}}]})"},
    {"pieces[].promotion.trigger", R"({"pieces": [{"id": "pawn", "promotion": {"trigger": "capturesInZone"}}]})"},
    {"pieces[].promotion.trigger", R"({"pieces": [{"id": "pawn", "promotion": {"trigger": "inPlace"}}]})"},
    {"pieces[].promotion.alsoIn", R"({"regions": {"lastRank": ["*6"]},
                                       "pieces": [{"id": "pawn", "promotion": {"trigger": "entersZone", "alsoIn": "lastRank"}}]})"},
    {"pieces[].promotion.mandatory", R"({"pieces": [{"id": "pawn", "promotion": {"mandatory": true}}]})"},
    {"pieces[].regionMoves", R"({"pieces": [{"id": "general", "regionMoves": [{"region": "farZone", "betza": "bF"}]}]})"},
    {"pieces[].regionMoves[].region", R"({"pieces": [{"id": "general", "regionMoves": [{"region": "farZone", "betza": "bF"}]}]})"},
    {"pieces[].regionMoves[].betza", R"({"pieces": [{"id": "general", "regionMoves": [{"region": "farZone", "betza": "bF"}]}]})"},
    {"pieces[].regionMoves[].path", R"({"pieces": [{"id": "general", "regionMoves": [{"region": "farZone", "betza": "bF", "path": true}]}]})"},
    {"pieces[].drop", R"({"rules": {"hands": true}, "pieces": [{"id": "mao", "drop": {}}]})"},
    {"pieces[].drop.allowed", R"({"rules": {"hands": true}, "pieces": [{"id": "king", "drop": {"allowed": false}}]})"},
    {"pieces[].drop.region", R"({"rules": {"hands": true}, "pieces": [{"id": "mao", "drop": {"region": "courtyard"}}]})"},
    {"pieces[].drop.maxPerFile", R"({"rules": {"hands": true}, "pieces": [{"id": "pawn", "drop": {"maxPerFile": 1}}]})"},
    {"pieces[].drop.noMate", R"({"rules": {"hands": true}, "pieces": [{"id": "pawn", "drop": {"noMate": true}}]})"},
    {"pieces[].drop.noStalemate", R"({"rules": {"hands": true, "stalemate": "loss"}, "pieces": [{"id": "pawn", "drop": {"noMate": true, "noStalemate": true}}]})"},
    {"pieces[].drop.as", R"({"rules": {"hands": true}, "pieces": [{"id": "mao", "drop": {"as": ["general"]}}]})"},
    // rules
    {"rules.checkRule", R"({"rules": {"checkRule": false, "royalCapture": true}})"},
    {"rules.royalCapture", R"({"rules": {"royalCapture": true}})"},
    {"rules.kingsMayNotFace", R"({"rules": {"kingsMayNotFace": true}})"},
    {"rules.rangeCaptureVictims", R"({"rules": {"rangeCaptureVictims": "any"}})"},
    {"rules.rangeCaptureVictims", R"({"rules": {"rangeCaptureVictims": "lowerRank"}})"},
    {"rules.rangeJumpToEmpty", R"({"rules": {"rangeJumpToEmpty": true}})"},
    {"rules.bareKingLoses", R"({"rules": {"bareKingLoses": true}})"},
    {"rules.bareKingCounterChance", R"({"rules": {"bareKingLoses": true, "bareKingCounterChance": true}})"},
    {"rules.deferredPromotion", R"({"rules": {"deferredPromotion": "afterOneTurn"}})"},
    {"rules.deferredPromotion", R"({"rules": {"deferredPromotion": "afterMoving"}})"},
    {"rules.deferredPromotion", R"({"rules": {"deferredPromotion": "untilLeaving"}})"},
    {"rules.stalemate", R"({"rules": {"stalemate": "win"}})"},
    {"rules.stalemate", R"({"rules": {"stalemate": "loss"}})"},
    {"rules.stalemate", R"({"rules": {"stalemate": "draw"}})"},
    {"rules.moveCountLimit", R"({"rules": {"moveCountLimit": 0}})"},
    {"rules.hands", R"({"rules": {"hands": true}, "start": "hmgkmh/pppppp/6/6/PPPPPP/HMGKMH[Pp] w - - 0 1"})"},
    {"rules.capturesToHand", R"({"rules": {"hands": true, "capturesToHand": false}})"},
    {"rules.handsFromPartner", R"({"rules": {"handsFromPartner": true}})"},
    {"rules.gating", R"({"rules": {"hands": true, "capturesToHand": false, "gating": true}})"},
    {"rules.initialMovesInFen", R"({"rules": {"initialMovesInFen": true}})"},
    {"rules.dropChecks", R"({"rules": {"hands": true, "dropChecks": false}})"},
    {"rules.dropMates", R"({"rules": {"hands": true, "dropMates": false}})"},
    {"rules.immobilityIllegal", R"({"rules": {"immobilityIllegal": false}})"},
    {"rules.promotedPiecesDemote", R"({"rules": {"hands": true, "promotedPiecesDemote": true}})"},
    {"rules.pass", R"({"rules": {"pass": true}})"},
    {"rules.doublePassEnds", R"({"rules": {"pass": true, "doublePassEnds": true}})"},
    {"rules.noSecondSkip", R"({"rules": {"pass": true, "noSecondSkip": true}})"},
    {"rules.bikjang", R"({"rules": {"pass": true, "bikjang": true}})"},
    {"rules.flagRegion", R"({"rules": {"flagRegion": "farZone"}})"},
    {"rules.flagReply", R"({"rules": {"flagRegion": "farZone", "flagReply": true}})"},
    {"rules.flagPieces", R"({"rules": {"flagRegion": "farZone", "flagPieces": ["pawn"]}})"},
    {"rules.checking", R"({"rules": {"checking": false}})"},
    {"rules.mustCapture", R"({"rules": {"mustCapture": true}})"},
    {"rules.checkmate", R"({"rules": {"checkmate": "win"}})"},
    {"rules.checkmate", R"({"rules": {"checkmate": "loss"}})"},
    {"rules.checkmate", R"({"rules": {"checkmate": "draw"}})"},
    {"rules.bareKingWins", R"({"rules": {"bareKingWins": true}})"},
    {"rules.checkLimit", R"({"rules": {"checkLimit": 3}, "start": "hmgkmh/pppppp/6/6/PPPPPP/HMGKMH w - - 3+3 0 1"})"},
    {"rules.checkLimit", R"({"rules": {"checkLimit": 0}})"},
    {"rules.extinction", R"({"rules": {"extinction": {"pieces": ["*"]}}})"},
    {"rules.extinction.pieces", R"({"rules": {"extinction": {"pieces": ["pawn", "mao"]}}})"},
    {"rules.extinction.limit", R"({"rules": {"extinction": {"pieces": ["pawn"], "limit": 1}}})"},
    {"rules.extinction.result", R"({"rules": {"extinction": {"pieces": ["*"], "result": "win"}}})"},
    {"rules.lionTrading", R"({"rules": {"lionTrading": {"lions": ["mao"]}}})"},
    {"rules.lionTrading.lions", R"({"rules": {"lionTrading": {"lions": ["mao", "hopper"]}}})"},
    {"rules.lionTrading.worthlessBridges", R"({"rules": {"lionTrading": {"lions": ["mao"], "worthlessBridges": ["pawn"]}}})"},
    {"rules.lionTrading.okazaki", R"({"rules": {"lionTrading": {"lions": ["mao"], "okazaki": true}}})"},
    {"rules.lionTrading.sameSquareExemption", R"({"rules": {"lionTrading": {"lions": ["mao"], "sameSquareExemption": true}}})"},
    {"rules.lionTrading.bridgeProtects", R"({"rules": {"lionTrading": {"lions": ["mao"], "bridgeProtects": true}}})"},
    {"rules.counting", R"({"rules": {"counting": {"boardsHonour": 64}}})"},
    {"rules.counting.boardsHonour", R"({"rules": {"counting": {"boardsHonour": 0, "piecesHonour": [{"moves": 8}]}}})"},
    {"rules.counting.piecesHonour", R"({"rules": {"counting": {"piecesHonour": [{"pieces": ["mao", "mao"], "moves": 8}, {"moves": 64}]}}})"},
    {"rules.counting.piecesHonour[].pieces", R"({"rules": {"counting": {"piecesHonour": [{"pieces": ["mao", "general"], "moves": 44}]}}})"},
    {"rules.counting.piecesHonour[].moves", R"({"rules": {"counting": {"piecesHonour": [{"moves": 16}]}}})"},
    {"rules.dupleCheck", R"({"rules": {"dupleCheck": true}})"},
    {"rules.royalStaysInCheck", R"({"rules": {"royalStaysInCheck": true}})"},
    {"rules.explosions", R"({"rules": {"explosions": {}}})"},
    {"rules.stalematePieceCount", R"({"rules": {"stalematePieceCount": true}})"},
    {"rules.flipping", R"({"pieces": [{"id": "king", "royal": false}], "rules": {"flipping": {"flip": "lines"}}})"},
    {"rules.flipping.flip", R"({"pieces": [{"id": "king", "royal": false}], "rules": {"flipping": {"flip": "neighbours"}}})"},
    {"rules.flipping.drops", R"({"pieces": [{"id": "king", "royal": false}], "rules": {"flipping": {"flip": "lines", "drops": "lines"}}})"},
    {"rules.flipping.drops", R"({"pieces": [{"id": "king", "royal": false}], "rules": {"flipping": {"flip": "lines", "drops": "neighbours"}}})"},
    {"rules.flipping.drops", R"({"pieces": [{"id": "king", "royal": false}], "rules": {"flipping": {"flip": "lines", "drops": "any"}}})"},
    {"rules.flipping.startRegion", R"({"pieces": [{"id": "king", "royal": false}], "rules": {"flipping": {"flip": "lines", "startRegion": "farZone"}}})"},
    {"rules.flipping.freeDrops", R"({"pieces": [{"id": "king", "royal": false}], "rules": {"flipping": {"flip": "neighbours", "freeDrops": true}}})"},
    {"rules.flipping.passWhenStuck", R"({"pieces": [{"id": "king", "royal": false}], "rules": {"flipping": {"flip": "lines", "passWhenStuck": true}}})"},
    {"rules.burning", R"({"rules": {"royalCapture": true, "burning": {"burners": ["mao"]}}})"},
    {"rules.burning.burners", R"({"rules": {"checkRule": false, "burning": {"burners": ["mao", "general"]}}})"},
    {"rules.burning.immune", R"({"rules": {"royalCapture": true, "burning": {"burners": ["mao"], "immune": ["king"]}}})"},
    {"rules.burning.passive", R"({"rules": {"royalCapture": true, "burning": {"burners": ["mao"], "passive": true}}})"},
    {"rules.burning.choose", R"({"rules": {"royalCapture": true, "burning": {"burners": ["mao"], "choose": 2}}})"},
    {"rules.freezing", R"({"rules": {"royalCapture": true, "freezing": {"freezers": ["mao"]}}})"},
    {"rules.freezing.freezers", R"({"rules": {"checkRule": false, "freezing": {"freezers": ["mao", "general"]}}})"},
    {"rules.freezing.immune", R"({"rules": {"royalCapture": true, "freezing": {"freezers": ["mao"], "immune": ["mao"]}}})"},
    {"rules.explosions.spared", R"({"rules": {"explosions": {"spared": ["pawn"]}}})"},
    {"rules.explosions.immune", R"({"rules": {"explosions": {"spared": ["pawn"], "immune": ["mao"]}}})"},
    {"rules.mateSeries", R"({"rules": {"mateSeries": {"shak": ["general"], "notAlone": ["hopper"]}}})"},
    {"rules.placement", R"({"rules": {"hands": true, "placement": {}}})"},
    {"rules.placement.mustDrop", R"({"rules": {"hands": true, "placement": {"mustDrop": ["king"]}}})"},
    {"rules.placement.oppositeColours", R"({"rules": {"hands": true, "placement": {"oppositeColours": ["general"]}}})"},
    {"rules.placement.castlingRoyalSquares", R"({"rules": {"hands": true, "placement": {"castlingRoyalSquares": "farZone", "castlingPartnerSquares": "farZone"}}})"},
    {"rules.placement.castlingPartnerSquares", R"({"rules": {"hands": true, "placement": {"castlingRoyalSquares": "farZone", "castlingPartnerSquares": "farZone"}}})"},
    {"rules.walling", R"({"rules": {"walling": "none"}})"},
    {"rules.walling", R"({"rules": {"walling": "duck"}})"},
    {"rules.walling", R"({"rules": {"walling": "static"}})"},
    {"rules.walling", R"({"rules": {"walling": "past"}})"},
    {"rules.walling", R"({"rules": {"walling": "edge"}})"},
    {"rules.repetition", R"({"rules": {"repetition": {}}})"},
    {"rules.repetition.count", R"({"rules": {"repetition": {"count": 4}}})"},
    {"rules.repetition.result", R"({"rules": {"repetition": {"result": "win"}}})"},
    {"rules.repetition.result", R"({"rules": {"repetition": {"result": "loss"}}})"},
    {"rules.repetition.result", R"({"rules": {"repetition": {"result": "draw"}}})"},
    {"rules.repetition.perpetualCheckLoses", R"({"rules": {"repetition": {"perpetualCheckLoses": true}}})"},
    {"rules.repetition.forbidden", R"({"rules": {"repetition": {"forbidden": true}}})"},
    {"rules.castling", R"({"pieces": [{"id": "king", "betza": "KisO1"}], "rules": {"castling": {"partners": ["hopper"]}}})"},
    {"rules.castling.partners", R"({"pieces": [{"id": "king", "betza": "KO"}], "rules": {"castling": {"partners": ["hopper"]}}})"},
    {"rules.castling.kingFiles", R"({"pieces": [{"id": "king", "betza": "KO"}],
                                     "rules": {"castling": {"partners": ["hopper"], "kingFiles": ["b", "e"]}}})"},
    {"rules.castling.notation", R"({"pieces": [{"id": "king", "betza": "KO"}],
                                    "rules": {"castling": {"partners": ["hopper"], "notation": "kingToSquare"}}})"},
    {"rules.castling.notation", R"({"pieces": [{"id": "king", "betza": "KO"}],
                                    "rules": {"castling": {"partners": ["hopper"], "notation": "kingTakesPartner"}}})"},
    {"rules.castling.partnerFiles", R"({"pieces": [{"id": "king", "betza": "KO"}],
                                        "rules": {"castling": {"partners": ["hopper"], "partnerFiles": ["a", "f"]}}})"},
    {"rules.castling.rank", R"({"pieces": [{"id": "king", "betza": "KO"}],
                                "rules": {"castling": {"partners": ["hopper"], "rank": 1}}})"},
    // profiles
    {"profiles.<name>", R"({"profiles": {"passing": {"rules": {"pass": true}},
                                          "noMao": {"pieces": [{"id": "mao", "remove": true},
                                                               {"id": "pawn", "promotion": {"to": ["general", "hopper"]}}],
                                                    "start": "h1gk1h/pppppp/6/6/PPPPPP/H1GK1H w - - 0 1"}}})"},
    {"profiles.<name>.name", R"({"profiles": {"passing": {"name": "Passing", "rules": {"pass": true}}}})"},
    {"profiles.<name>.description", R"({"profiles": {"passing": {"description": "A turn may be passed.", "rules": {"pass": true}}}})"},
    // storage
    {"storage.first", R"({"storage": {"first": {}}})"},
    {"storage.second", R"({"storage": {"second": {}}})"},
    {"storage.first.edge", R"({"storage": {"first": {"edge": "below"}}})"},
    {"storage.first.edge", R"({"storage": {"first": {"edge": "above"}}})"},
    {"storage.first.pieces", R"({"storage": {"first": {"pieces": ["pawn", "mao"]}}})"},
    {"storage.second.edge", R"({"storage": {"second": {"edge": "above"}}})"},
    {"storage.second.pieces", R"({"storage": {"second": {"pieces": ["general"]}}})"},
    {"storage.columns", R"({"rules": {"hands": true}, "storage": {"columns": 3}})"},
    // records
    {"records", R"({"records": {}})"},
    {"records.names", R"({"records": {"names": {"pgn": "courtyard", "kif": "中庭将棋"}}})"},
    {"records.names.pgn", R"({"records": {"names": {"pgn": ""}}})"},
    {"records.names.kif", R"({"records": {"names": {"kif": "中庭将棋"}}})"},
    {"records.aliases", R"({"records": {"aliases": ["court yard", "中庭"]}})"},
    {"records.handicaps", R"({"records": {"handicaps": []}})"},
    {"records.handicaps[].kif", R"({"records": {"handicaps": [{"kif": "猫落ち", "start": "hmgkmh/pppppp/6/6/PPPPPP/HMGK1H w - - 0 1"}]}})"},
    {"records.handicaps[].start", R"({"records": {"handicaps": [{"kif": "猫落ち", "start": "hmgkmh/pppppp/6/6/PPPPPP/HMGK1H w - - 0 1"}]}})"},
    {"records.impliedBy", R"({"records": {"impliedBy": ["pgn", "uci", "usi", "ucci", "kif", "csa", "gib", "gamecourier"]}})"},
    {"pieces[].records", R"({"pieces": [{"id": "pawn", "records": {}}]})"},
    {"pieces[].records.kif", R"({"pieces": [{"id": "pawn", "records": {"kif": {"move": "歩"}}}]})"},
    {"pieces[].records.kif.move", R"({"pieces": [{"id": "pawn", "records": {"kif": {"move": "歩兵"}}}]})"},
    {"pieces[].records.kif.board", R"({"pieces": [{"id": "pawn", "records": {"kif": {"move": "歩兵", "board": "歩"}}}]})"},
    {"pieces[].records.kif.read", R"({"pieces": [{"id": "pawn", "records": {"kif": {"move": "歩", "read": ["歩兵"]}}}]})"},
    {"pieces[].records.japanese", R"({"pieces": [{"id": "mao", "records": {"japanese": "猫"}}]})"},
    {"pieces[].records.csa", R"({"pieces": [{"id": "pawn", "records": {"csa": "FU"}}]})"},
    {"pieces[].records.wxf", R"({"pieces": [{"id": "mao", "records": {"wxf": ["H", "N"]}}]})"},
    {"pieces[].records.chinese", R"({"pieces": [{"id": "pawn", "records": {"chinese": {"first": "兵"}}}]})"},
    {"pieces[].records.chinese.first", R"({"pieces": [{"id": "pawn", "records": {"chinese": {"first": "兵"}}}]})"},
    {"pieces[].records.chinese.second", R"({"pieces": [{"id": "pawn", "records": {"chinese": {"first": "兵", "second": "卒"}}}]})"},
    {"pieces[].records.chinese.read", R"({"pieces": [{"id": "pawn", "records": {"chinese": {"first": "兵", "read": ["丙"]}}}]})"},
    {"pieces[].records.gib", R"({"pieces": [{"id": "pawn", "records": {"gib": {"first": "졸"}}}]})"},
    {"pieces[].records.gib.first", R"({"pieces": [{"id": "pawn", "records": {"gib": {"first": "졸"}}}]})"},
    {"pieces[].records.gib.second", R"({"pieces": [{"id": "pawn", "records": {"gib": {"first": "졸", "second": "병"}}}]})"},
    {"pieces[].records.gib.read", R"({"pieces": [{"id": "pawn", "records": {"gib": {"first": "졸", "read": ["卒", "兵"]}}}]})"},
};
// clang-format on

QString readReference()
{
    QFile f(ReferencePath);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(f.readAll());
}

// The JSON between "<!-- NAME:begin -->" and "<!-- NAME:end -->", without the ``` fence lines.
QByteArray block(const QString& reference, const QString& name)
{
    const QString begin = QStringLiteral("<!-- %1:begin -->").arg(name);
    const QString end = QStringLiteral("<!-- %1:end -->").arg(name);
    const qsizetype from = reference.indexOf(begin);
    const qsizetype to = reference.indexOf(end);
    if (from < 0 || to < from)
        return {};
    QStringList lines = reference.mid(from + begin.size(), to - from - begin.size()).split(u'\n');
    lines.removeIf([](const QString& l) { return l.trimmed().startsWith(QStringLiteral("```")); });
    return lines.join(u'\n').toUtf8();
}

// Parses strict JSON; on error returns an empty object and sets `error`.
QJsonObject parseObject(const QByteArray& text, QString* error)
{
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &perr);
    if (perr.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1 at offset %2").arg(perr.errorString()).arg(perr.offset);
        return {};
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("not a JSON object");
        return {};
    }
    return doc.object();
}

QString joined(const QList<PresetDiagnostic>& diags)
{
    QStringList out;
    for (const PresetDiagnostic& d : diags)
        out << d.toString();
    return out.join(u'\n');
}

// The keys of the "#..." heading lines of the reference, as written between backticks.
QSet<QString> headingKeys(const QString& reference, const QString& prefix)
{
    QSet<QString> keys;
    for (const QString& line : reference.split(u'\n')) {
        if (!line.startsWith(prefix))
            continue;
        const qsizetype open = line.indexOf(u'`');
        const qsizetype close = line.indexOf(u'`', open + 1);
        if (open >= 0 && close > open)
            keys.insert(line.mid(open + 1, close - open - 1));
    }
    return keys;
}

// A key entry of the reference ("#### `key`") and the type its "* **Type** ..." line gives.
struct DocumentedType
{
    QString key;
    QString type; ///< up to the first " · ": "integer, 1 to 36", "boolean", "list of piece ids"
};

QList<DocumentedType> documentedTypes(const QString& reference)
{
    QList<DocumentedType> out;
    const QStringList lines = reference.split(u'\n');
    const QString typePrefix = QStringLiteral("* **Type** ");
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        if (!lines[i].startsWith(QStringLiteral("#### `")) || !lines[i + 1].startsWith(typePrefix))
            continue;
        const qsizetype close = lines[i].indexOf(u'`', 6);
        out.append({lines[i].mid(6, close - 6),
            lines[i + 1].mid(typePrefix.size()).section(QStringLiteral(" · "), 0, 0)});
    }
    return out;
}

// The patch that gives the documented `key` (as "pieces[].drop.maxPerFile") the value `value`:
// an element of "pieces" is the sample's pawn, an element of another list its first element.
QJsonObject patchFor(const QString& key, const QJsonValue& value)
{
    QJsonValue inner = value;
    QStringList parts = key.split(u'.');
    while (!parts.isEmpty()) {
        QString part = parts.takeLast();
        if (part.endsWith(QStringLiteral("[]"))) {
            part.chop(2);
            QJsonObject element = inner.toObject();
            if (part == u"pieces")
                element[QStringLiteral("id")] = QStringLiteral("pawn");
            inner = QJsonArray{element};
        }
        inner = QJsonObject{{part, inner}};
    }
    return inner.toObject();
}

// The key path a diagnostic gives for the value patchFor() placed.
QString diagnosticKey(QString key)
{
    return key.replace(QStringLiteral("pieces[]"), QStringLiteral("pieces.pawn"))
        .replace(QStringLiteral("[]"), QStringLiteral("[0]"));
}

// The diagnostics of the sample preset with `key` set to `value`, under that key.
QStringList diagnosticsAt(const QJsonObject& sample, const QString& key, const QJsonValue& value)
{
    QList<PresetDiagnostic> diags;
    compilePreset(mergePreset(sample, patchFor(key, value)), QStringLiteral("patched"), diags);
    QStringList out;
    for (const PresetDiagnostic& d : diags)
        if (d.key == diagnosticKey(key))
            out << d.message;
    return out;
}

} // namespace

class TestReference : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sampleCompiles();
    void sampleBehavesAsDescribed();
    void sampleFileChecksClean();
    void childExampleChecksClean();
    void everyListedKeyIsDocumented();
    void everyDocumentedKeyIsListed();
    void documentedKeyIsAccepted_data();
    void documentedKeyIsAccepted();
    void unknownKeysAreReported();
    void documentedIntegerRanges_data();
    void documentedIntegerRanges();
    void documentedTypesAreChecked_data();
    void documentedTypesAreChecked();

private:
    QString m_reference;
    QJsonObject m_sample;
};

void TestReference::initTestCase()
{
    m_reference = readReference();
    QVERIFY2(!m_reference.isEmpty(), qPrintable(ReferencePath));
    const QByteArray text = block(m_reference, QStringLiteral("sample-preset"));
    QVERIFY2(!text.trimmed().isEmpty(), "no <!-- sample-preset:begin/end --> block");
    QString error;
    m_sample = parseObject(text, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestReference::sampleCompiles()
{
    QList<PresetDiagnostic> diags;
    const VariantPtr v = compilePreset(m_sample, QStringLiteral("sample"), diags);
    QVERIFY2(v && diags.isEmpty(), qPrintable(joined(diags)));
    QCOMPARE(v->id, QStringLiteral("courtyard"));
    QCOMPARE(v->geometry.files(), 6);
    QCOMPARE(v->geometry.ranks(), 6);
    QCOMPARE(v->pieceCount(), 5);
    const QStringList profiles = m_sample.value(QStringLiteral("profiles")).toObject().keys();
    QVERIFY(!profiles.isEmpty());
    for (const QString& profile : profiles) {
        QVERIFY2(compilePreset(m_sample, QStringLiteral("sample"), diags, profile),
            qPrintable(profile + u' ' + joined(diags)));
        QVERIFY2(diags.isEmpty(), qPrintable(joined(diags)));
    }
}

// The claims the reference makes about the sample (promotion, maxCount, perft).
void TestReference::sampleBehavesAsDescribed()
{
    QList<PresetDiagnostic> diags;
    const VariantPtr v = compilePreset(m_sample, QStringLiteral("sample"), diags);
    QVERIFY(v);
    std::optional<Position> pos = readFen(v, v->startFen);
    QVERIFY(pos);
    QCOMPARE(perft(*pos, 3), quint64(804));

    // The courtyard is turned for the second side.
    const Region& courtyard = v->regions[size_t(v->regionIndex(QStringLiteral("courtyard")))];
    QVERIFY(courtyard.contains(Second, fbtest::square(*pos, QStringLiteral("b5"))));
    QVERIFY(courtyard.contains(Second, fbtest::square(*pos, QStringLiteral("e6"))));
    QVERIFY(!courtyard.contains(Second, fbtest::square(*pos, QStringLiteral("e2"))));

    pos = readFen(v, QStringLiteral("3k2/6/1P4/6/6/2K3 w - - 0 1"));
    QVERIFY(pos);
    QStringList moves = fbtest::legalMoves(*pos);
    for (const char* m : {"b4b5", "b4b5g", "b4b5h", "b4b5m"})
        QVERIFY2(moves.contains(QLatin1String(m)), m);

    pos = readFen(v, QStringLiteral("3k2/1P4/6/6/6/2K3 w - - 0 1"));
    QVERIFY(pos);
    moves = fbtest::legalMoves(*pos);
    for (const char* m : {"b5b6g", "b5b6h", "b5b6m"})
        QVERIFY2(moves.contains(QLatin1String(m)), m);
    QVERIFY(!moves.contains(QStringLiteral("b5b6")));

    pos = readFen(v, QStringLiteral("3k2/1P4/6/6/G5/2K2G w - - 0 1"));
    QVERIFY(pos);
    moves = fbtest::legalMoves(*pos);
    QVERIFY(!moves.contains(QStringLiteral("b5b6g")));
    QVERIFY(moves.contains(QStringLiteral("b5b6m")));
}

// What `fairyboard-cli check` does with the sample saved to a file.
void TestReference::sampleFileChecksClean()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sample.json"));
    QVERIFY(fbtest::writeFile(path, block(m_reference, QStringLiteral("sample-preset"))));
    const QList<PresetDiagnostic> diags = fbtest::bundled().check(path);
    QVERIFY2(diags.isEmpty(), qPrintable(joined(diags)));
}

// The inheritance example: a child of the bundled chess preset.
void TestReference::childExampleChecksClean()
{
    const QByteArray text = block(m_reference, QStringLiteral("child-preset"));
    QVERIFY2(!text.trimmed().isEmpty(), "no <!-- child-preset:begin/end --> block");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("child.json"));
    QVERIFY(fbtest::writeFile(path, text));
    PresetRegistry reg = fbtest::bundled();
    const QList<PresetDiagnostic> diags = reg.check(path);
    QVERIFY2(diags.isEmpty(), qPrintable(joined(diags)));
    const QString id = reg.addFile(path);
    QVERIFY(!id.isEmpty());
    const VariantPtr v = reg.variant(id);
    QVERIFY(v);
    QCOMPARE(v->pieceById(QStringLiteral("queen")), NoPieceType);
    QCOMPARE(v->pieceCount(), 5);
    QCOMPARE(v->parentId, QStringLiteral("chess"));
}

// (1) Every key in the list has an entry (a heading) in the reference.
void TestReference::everyListedKeyIsDocumented()
{
    const QSet<QString> documented = headingKeys(m_reference, QStringLiteral("#"));
    for (const KeyCase& k : DocumentedKeys)
        QVERIFY2(documented.contains(QLatin1String(k.key)),
            qPrintable(QStringLiteral("REFERENCE.md has no heading for `%1`").arg(k.key)));
}

// ... and every key entry ("#### `key`") of the reference is in the list, so it is tested below.
void TestReference::everyDocumentedKeyIsListed()
{
    QSet<QString> listed;
    for (const KeyCase& k : DocumentedKeys)
        listed.insert(QLatin1String(k.key));
    const QSet<QString> entries = headingKeys(m_reference, QStringLiteral("#### "));
    QVERIFY(entries.size() > 50);
    for (const QString& key : entries)
        QVERIFY2(listed.contains(key),
            qPrintable(QStringLiteral("`%1` is documented but not tested").arg(key)));
}

void TestReference::documentedKeyIsAccepted_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QByteArray>("patch");
    int row = 0;
    for (const KeyCase& k : DocumentedKeys)
        QTest::addRow("%d %s", row++, k.key) << QString::fromLatin1(k.key) << QByteArray(k.patch);
}

// (2) The key, used with a valid value, is not an unknown key, and the preset still compiles
// (with every profile) without any diagnostic.
void TestReference::documentedKeyIsAccepted()
{
    QFETCH(QString, key);
    QFETCH(QByteArray, patch);
    QString error;
    const QJsonObject p = parseObject(patch, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonObject preset = mergePreset(m_sample, p);
    QStringList profiles{QString()};
    profiles += preset.value(QStringLiteral("profiles")).toObject().keys();
    for (const QString& profile : profiles) {
        QList<PresetDiagnostic> diags;
        const VariantPtr v = compilePreset(preset, QStringLiteral("patched"), diags, profile);
        for (const PresetDiagnostic& d : diags)
            QVERIFY2(d.message != u"unknown key", qPrintable(d.toString()));
        QVERIFY2(v && diags.isEmpty(), qPrintable(profile + u' ' + joined(diags)));
    }
}

// The acceptance test above means something: misspelt keys are reported, with their path.
void TestReference::unknownKeysAreReported()
{
    const QJsonObject patch{{"bogus", 1}, {"board", QJsonObject{{"bogus", 1}}},
        {"rules",
            QJsonObject{{"bogus", 1}, {"repetition", QJsonObject{{"bogus", 1}}},
                {"castling", QJsonObject{{"bogus", 1}}}}},
        {"regions", QJsonObject{{"centre", QJsonObject{{"bogus", 1}}}}},
        {"records", QJsonObject{{"bogus", 1}, {"names", QJsonObject{{"bogus", 1}}}}},
        {"pieces",
            QJsonArray{QJsonObject{{"id", "pawn"}, {"bogus", 1},
                {"promotion", QJsonObject{{"bogus", 1}}}, {"drop", QJsonObject{{"bogus", 1}}},
                {"regionMoves", QJsonArray{QJsonObject{{"region", "farZone"}, {"bogus", 1}}}},
                {"records", QJsonObject{{"bogus", 1}, {"kif", QJsonObject{{"bogus", 1}}}}}}}}};
    QList<PresetDiagnostic> diags;
    QVERIFY(!compilePreset(mergePreset(m_sample, patch), QStringLiteral("patched"), diags));
    QStringList unknown;
    for (const PresetDiagnostic& d : diags)
        if (d.message == u"unknown key")
            unknown << d.key;
    for (const char* key :
        {"bogus", "board.bogus", "rules.bogus", "rules.repetition.bogus", "rules.castling.bogus",
            "regions.centre.bogus", "pieces.pawn.bogus", "pieces.pawn.promotion.bogus",
            "pieces.pawn.drop.bogus", "pieces.pawn.regionMoves[0].bogus", "records.bogus",
            "records.names.bogus", "pieces.pawn.records.bogus", "pieces.pawn.records.kif.bogus"})
        QVERIFY2(unknown.contains(QLatin1String(key)), key);
}

void TestReference::documentedIntegerRanges_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::addColumn<int>("off");
    static const QRegularExpression range(
        QStringLiteral("^integer, (\\d+) to (\\d+)(?:, or (\\d+) \\(off\\))?(?:,|$)"));
    int integers = 0;
    for (const DocumentedType& t : documentedTypes(m_reference)) {
        if (!t.type.startsWith(QStringLiteral("integer")))
            continue;
        ++integers;
        const QRegularExpressionMatch m = range.match(t.type);
        QVERIFY2(m.hasMatch(),
            qPrintable(QStringLiteral("`%1` is an integer without its range: '%2' (write "
                                      "\"integer, MIN to MAX\")")
                    .arg(t.key, t.type)));
        QTest::newRow(qPrintable(t.key)) << t.key << m.captured(1).toInt() << m.captured(2).toInt()
                                         << (m.captured(3).isEmpty() ? -1 : m.captured(3).toInt());
    }
    QVERIFY(integers >= 7);
}

// Every integer key takes the whole numbers of its documented range, and refuses the numbers
// next to it, fractions, numbers written as strings and booleans, naming the key and the range.
void TestReference::documentedIntegerRanges()
{
    QFETCH(QString, key);
    QFETCH(int, min);
    QFETCH(int, max);
    QFETCH(int, off);
    QList<int> accepted{min, max, (min + max) / 2};
    if (off >= 0)
        accepted << off;
    for (const int value : accepted) {
        const QStringList problems = diagnosticsAt(m_sample, key, value);
        QVERIFY2(
            problems.isEmpty(), qPrintable(QString::number(value) + u' ' + problems.join(u'|')));
    }
    QJsonArray refused{min + 0.5, QString::number(min), true, max + 1, 1e20};
    if (min - 1 != off)
        refused.append(min - 1);
    for (const QJsonValue& value : std::as_const(refused)) {
        const QStringList problems = diagnosticsAt(m_sample, key, value);
        const QString expected = QStringLiteral("a whole number from %1 to %2").arg(min).arg(max);
        QVERIFY2(problems.size() == 1 && problems[0].contains(expected),
            qPrintable(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact) + u' '
                + problems.join(u'|')));
    }
}

void TestReference::documentedTypesAreChecked_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("type");
    for (const DocumentedType& t : documentedTypes(m_reference)) {
        // Any value is a comment; "<name>" stands for any name; a piece without its id is not
        // the pawn the patch would name.
        if (t.key.contains(u'<') || t.key.endsWith(QStringLiteral("_doc"))
            || t.key == u"pieces[].id" || t.type.startsWith(QStringLiteral("integer")))
            continue;
        QTest::newRow(qPrintable(t.key)) << t.key << t.type;
    }
}

// A value of the wrong JSON type is refused under its key (REFERENCE.md used to say that such a
// value silently read as the default): a number where the reference asks for anything else, a
// string where it asks for a boolean.
void TestReference::documentedTypesAreChecked()
{
    QFETCH(QString, key);
    QFETCH(QString, type);
    const bool boolean = type == u"boolean";
    const QStringList problems
        = diagnosticsAt(m_sample, key, boolean ? QJsonValue(QStringLiteral("yes")) : 5);
    QVERIFY2(problems.size() == 1 && problems[0].startsWith(QStringLiteral("must be ")),
        qPrintable(problems.join(u'|')));
    if (boolean) {
        QVERIFY2(problems[0].contains(QStringLiteral("true or false")), qPrintable(problems[0]));
        QVERIFY(diagnosticsAt(m_sample, key, true).isEmpty());
        QVERIFY(diagnosticsAt(m_sample, key, false).isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestReference)
#include "tst_reference.moc"

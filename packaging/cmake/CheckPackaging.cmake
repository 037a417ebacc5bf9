# SPDX-License-Identifier: GPL-3.0-or-later
#
# ctest script: consistency checks of the desktop integration that need no
# external tool.
#   - the metainfo has a <release> entry for the project version,
#   - ids, launchable and icon names agree with the application id,
#   - every committed hicolor PNG exists and has the size its folder says.
#
#   cmake -DAPP_ID=... -DVERSION=... -DSOURCE_DIR=... -DICON_SIZES="16;22;..."
#         -P CheckPackaging.cmake

foreach(_var APP_ID VERSION SOURCE_DIR ICON_SIZES)
    if(NOT ${_var})
        message(FATAL_ERROR "CheckPackaging.cmake: ${_var} is not set")
    endif()
endforeach()

set(_failed FALSE)
macro(_fail message)
    message(SEND_ERROR "${message}")
    set(_failed TRUE)
endmacro()
macro(_expect haystack needle message)
    string(FIND "${${haystack}}" "${needle}" _pos)
    if(_pos EQUAL -1)
        _fail("${message}")
    endif()
endmacro()

file(READ "${SOURCE_DIR}/${APP_ID}.metainfo.xml" _metainfo)
file(READ "${SOURCE_DIR}/${APP_ID}.desktop" _desktop)

_expect(_metainfo "<release version=\"${VERSION}\""
        "metainfo: no <release version=\"${VERSION}\"> entry for the project version")
_expect(_metainfo "<id>${APP_ID}</id>" "metainfo: <id> is not ${APP_ID}")
_expect(_metainfo "<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>"
        "metainfo: launchable is not ${APP_ID}.desktop")
_expect(_desktop "\nIcon=${APP_ID}\n" ".desktop: Icon= is not ${APP_ID}")

if(NOT EXISTS "${SOURCE_DIR}/icons/${APP_ID}.svg")
    _fail("scalable icon icons/${APP_ID}.svg missing")
endif()
foreach(_size IN LISTS ICON_SIZES)
    set(_png "${SOURCE_DIR}/icons/hicolor/${_size}x${_size}/apps/${APP_ID}.png")
    if(NOT EXISTS "${_png}")
        _fail("icon render missing: ${_png}")
        continue()
    endif()
    # PNG signature (8 bytes), IHDR length and type (8), then width and height (4 + 4, big endian).
    file(READ "${_png}" _head LIMIT 24 HEX)
    string(SUBSTRING "${_head}" 0 16 _signature)
    string(SUBSTRING "${_head}" 32 8 _w)
    string(SUBSTRING "${_head}" 40 8 _h)
    math(EXPR _w "0x${_w}")
    math(EXPR _h "0x${_h}")
    if(NOT _signature STREQUAL "89504e470d0a1a0a")
        _fail("${_png} is not a PNG")
    elseif(NOT (_w EQUAL _size AND _h EQUAL _size))
        _fail("${_png} is ${_w}x${_h}, expected ${_size}x${_size}")
    endif()
endforeach()

if(_failed)
    message(FATAL_ERROR "packaging consistency check failed")
endif()
message(STATUS "packaging consistency check passed")

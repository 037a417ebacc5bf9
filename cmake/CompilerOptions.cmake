# SPDX-License-Identifier: GPL-3.0-or-later
# Warning, sanitizer and error flags shared by every target of the project.

add_library(fairyboard_options INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(fairyboard_options INTERFACE -Wall -Wextra -Wpedantic -Wshadow
                                                        -Wnon-virtual-dtor -Wcast-align)
    if(FAIRYBOARD_WERROR)
        target_compile_options(fairyboard_options INTERFACE -Werror)
    endif()
    if(FAIRYBOARD_SANITIZE)
        target_compile_options(fairyboard_options INTERFACE -fsanitize=address,undefined
                                                            -fno-omit-frame-pointer
                                                            -fno-sanitize-recover=undefined)
        target_link_options(fairyboard_options INTERFACE -fsanitize=address,undefined)
    endif()
endif()
target_compile_definitions(fairyboard_options INTERFACE QT_NO_KEYWORDS
                                                         QT_NO_NARROWING_CONVERSIONS_IN_CONNECT)

# SPDX-License-Identifier: GPL-3.0-or-later
#
# ctest script: compiles the Fairyboard MIME package into a scratch
# shared-mime-info database and checks the globs, parents and that the
# .desktop file claims every type the package defines.
#
#   cmake -DUPDATE_MIME_DATABASE=... -DMIME_FILE=... -DDESKTOP_FILE=...
#         -DWORK_DIR=... -P CheckMimeDatabase.cmake

foreach(_var UPDATE_MIME_DATABASE MIME_FILE DESKTOP_FILE WORK_DIR)
    if(NOT ${_var})
        message(FATAL_ERROR "CheckMimeDatabase.cmake: ${_var} is not set")
    endif()
endforeach()

# The scratch database is WORK_DIR/mime; naming WORK_DIR as XDG_DATA_HOME keeps
# update-mime-database from warning that the database is outside the search path.
set(_db "${WORK_DIR}/mime")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${_db}/packages")
file(COPY_FILE "${MIME_FILE}" "${_db}/packages/fairyboard.xml")
set(ENV{XDG_DATA_HOME} "${WORK_DIR}")

execute_process(COMMAND "${UPDATE_MIME_DATABASE}" "${_db}"
                RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "update-mime-database failed (${_rc}):\n${_out}${_err}")
endif()
if(NOT _err STREQUAL "")
    # update-mime-database reports problems in a package on stderr but still exits 0.
    message(FATAL_ERROR "update-mime-database complained:\n${_err}")
endif()

file(READ "${_db}/globs2" _globs)
file(READ "${_db}/subclasses" _subclasses)
file(READ "${_db}/types" _types)
file(READ "${DESKTOP_FILE}" _desktop)
string(REGEX MATCH "\nMimeType=([^\n]*)" _ "${_desktop}")
string(REPLACE ";" "\n" _desktop_types "\n${CMAKE_MATCH_1}\n")

set(_failed FALSE)
macro(_expect haystack needle what)
    string(FIND "${${haystack}}" "${needle}" _pos)
    if(_pos EQUAL -1)
        message(SEND_ERROR "${what}: '${needle}' missing")
        set(_failed TRUE)
    endif()
endmacro()

foreach(_pair "application/x-fairyboard-bundle|*.fbz"
              "application/x-fairyboard-preset-bundle|*.fbpz")
    string(REPLACE "|" ";" _pair "${_pair}")
    list(GET _pair 0 _type)
    list(GET _pair 1 _glob)
    _expect(_globs ":${_type}:${_glob}\n" "glob")
    _expect(_subclasses "${_type} application/zip\n" "parent type")
endforeach()

# Every type the package defines must be handled by the launcher.
string(REPLACE "\n" ";" _type_list "${_types}")
foreach(_type IN LISTS _type_list)
    if(NOT _type STREQUAL "")
        string(FIND "${_desktop_types}" "\n${_type}\n" _pos)
        if(_pos EQUAL -1)
            message(SEND_ERROR "MimeType= of the .desktop file lacks ${_type}")
            set(_failed TRUE)
        endif()
    endif()
endforeach()

if(_failed)
    message(FATAL_ERROR "MIME database check failed")
endif()
message(STATUS "MIME database check passed")

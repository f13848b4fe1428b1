; Windows installer for the PyInstaller one-folder app (Unicode NSIS 3, Modern UI 2).
; Build the bundle on Windows first (pyinstaller packaging\finite_games.spec), then, from the
; project root:
;   makensis /DVERSION=0.1.0 packaging\installer.nsi
; which reads dist\finite-games and writes dist\finite-games-0.1.0-setup.exe (the name the
; packaging contract fixes). VERSION is the one in pyproject.toml. makensis works in this
; script's folder, so a SOURCE or OUTFILE given relative is taken from packaging\: give them
; absolute.
;
; Interactive: the user picks Russian or English, then "for all users" (Program Files, needs
; administrator rights) or "only for me" (%LOCALAPPDATA%\Programs, no rights needed: a teacher
; without admin rights gets no UAC prompt). Silent, for a lab admin:
;   finite-games-0.1.0-setup.exe /S /AllUsers          (per machine; add /D=C:\Path as the LAST option)
;   finite-games-0.1.0-setup.exe /S /CurrentUser       (per user)
;   "%ProgramFiles%\FiniteGames\uninstall.exe" /S /AllUsers
; Without either, /S installs for all users when run as administrator, else for the one user.
; /S /AllUsers without administrator rights exits with code 5 (access denied) at once, instead
; of waiting for a click on a message box nobody sees.
; The uninstaller removes what the installer put there and nothing else: each pupil's
; settings, autosave and progress (%APPDATA%\FiniteGames) and a portable data\ folder stay.
Unicode true
SetCompressor /SOLID lzma

!ifndef SOURCE
  !define SOURCE "../dist/finite-games"
!endif
!ifndef VERSION
  !error "Give the version from pyproject.toml: makensis /DVERSION=x.y.z ..."
!endif
!ifndef OUTFILE
  !define OUTFILE "../dist/finite-games-${VERSION}-setup.exe"
!endif
!define APPNAME "Finite Games"
!define APPDIR "FiniteGames"
!define EXE "finite-games.exe"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPDIR}"
; Relative to this folder, where makensis works (${__FILEDIR__} is relative too when the script
; is named relative, and then points nowhere).
!define ICON "../resources/icons/finite-games.ico"

; Per machine or per user (MultiUser.nsh): HKLM/HKCU and $PROGRAMFILES64/$LOCALAPPDATA follow.
!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_INSTDIR "${APPDIR}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "Software\${APPDIR}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallDir"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "Software\${APPDIR}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallMode"
!include "MultiUser.nsh"
!include "MUI2.nsh"

Name "${APPNAME}"
OutFile "${OUTFILE}"
BrandingText "${APPNAME} ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APPNAME} installer"
VIAddVersionKey /LANG=0 "LegalCopyright" "Finite Games authors"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; The first language is the default (and the one a silent install uses): schools get Russian.
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString ShortcutName ${LANG_RUSSIAN} "Конечные игры"
LangString ShortcutName ${LANG_ENGLISH} "Finite Games"
LangString UninstallName ${LANG_RUSSIAN} "Удалить «Конечные игры»"
LangString UninstallName ${LANG_ENGLISH} "Uninstall Finite Games"

Function .onInit
  ${If} ${Silent}
    ${GetParameters} $R0
    ClearErrors
    ${GetOptions} $R0 "/AllUsers" $R1
    ${IfNot} ${Errors}
      UserInfo::GetAccountType
      Pop $R2
      ${If} $R2 != "Admin"
        SetErrorLevel 5
        Quit
      ${EndIf}
    ${EndIf}
  ${EndIf}
  !insertmacro MULTIUSER_INIT
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MULTIUSER_UNINIT
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "Install"
  SetOutPath "$INSTDIR"
  ; An older version's files go first, so nothing stale is left beside the new ones.
  RMDir /r "$INSTDIR\_internal"
  File /r "${SOURCE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\$(ShortcutName)"
  CreateShortcut "$SMPROGRAMS\$(ShortcutName)\$(ShortcutName).lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
  CreateShortcut "$SMPROGRAMS\$(ShortcutName)\$(UninstallName).lnk" "$INSTDIR\uninstall.exe"
  CreateShortcut "$DESKTOP\$(ShortcutName).lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
  WriteRegStr SHCTX "Software\${APPDIR}" "InstallDir" "$INSTDIR"
  WriteRegStr SHCTX "Software\${APPDIR}" "InstallMode" "$MultiUser.InstallMode"
  WriteRegStr SHCTX "Software\${APPDIR}" "Shortcuts" "$(ShortcutName)"
  WriteRegStr SHCTX "${UNINSTKEY}" "DisplayName" "$(ShortcutName)"
  WriteRegStr SHCTX "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTKEY}" "Publisher" "Finite Games"
  WriteRegStr SHCTX "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTKEY}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\" /$MultiUser.InstallMode"
  WriteRegStr SHCTX "${UNINSTKEY}" "QuietUninstallString" "$\"$INSTDIR\uninstall.exe$\" /$MultiUser.InstallMode /S"
  WriteRegStr SHCTX "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegDWORD SHCTX "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTKEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  ; The shortcuts carry the name in the language chosen at install time.
  ReadRegStr $0 SHCTX "Software\${APPDIR}" "Shortcuts"
  StrCmp $0 "" 0 +2
    StrCpy $0 "$(ShortcutName)"
  Delete "$DESKTOP\$0.lnk"
  RMDir /r "$SMPROGRAMS\$0"
  ; Only what the installer put there: a folder the user chose may hold other files.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey SHCTX "${UNINSTKEY}"
  DeleteRegKey SHCTX "Software\${APPDIR}"
  ; The user's settings and autosave (in AppData) stay: they belong to the user.
SectionEnd

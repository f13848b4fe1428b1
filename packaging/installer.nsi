; Windows installer for the PyInstaller one-folder app (Unicode NSIS 3, Modern UI 2).
; Build the bundle on Windows first (pyinstaller packaging\finite_games.spec), then:
;   makensis /DSOURCE=dist\finite-games /DOUTFILE=FiniteGames-Setup.exe packaging\installer.nsi
; SOURCE and OUTFILE may be given relative to the directory makensis runs in.
Unicode true
!include "MUI2.nsh"

!ifndef SOURCE
  !define SOURCE "..\dist\finite-games"
!endif
!ifndef OUTFILE
  !define OUTFILE "FiniteGames-Setup.exe"
!endif
!define APPNAME "Finite Games"
!define APPDIR "FiniteGames"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPDIR}"

Name "${APPNAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APPDIR}"
InstallDirRegKey HKLM "Software\${APPDIR}" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!define MUI_ABORTWARNING
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; The first language is the default: schools get Russian.
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "English"

LangString ShortcutName ${LANG_RUSSIAN} "Конечные игры"
LangString ShortcutName ${LANG_ENGLISH} "Finite Games"

Section "Install"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\$(ShortcutName)"
  CreateShortcut "$SMPROGRAMS\$(ShortcutName)\$(ShortcutName).lnk" "$INSTDIR\finite-games.exe"
  CreateShortcut "$DESKTOP\$(ShortcutName).lnk" "$INSTDIR\finite-games.exe"
  WriteRegStr HKLM "Software\${APPDIR}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayName" "$(ShortcutName)"
  WriteRegStr HKLM "${UNINSTKEY}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\""
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\finite-games.exe"
  WriteRegDWORD HKLM "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTKEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$DESKTOP\$(ShortcutName).lnk"
  RMDir /r "$SMPROGRAMS\$(ShortcutName)"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTKEY}"
  DeleteRegKey HKLM "Software\${APPDIR}"
SectionEnd
